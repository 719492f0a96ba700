import { z } from './zod';
import { emailSchema } from './email';
import { personNameSchema } from './registration-commands';

/**
 * Who a device goes to: an owner handing it on (`POST /api/registrations/{id}/transfer`), or
 * someone asking its owner for it (`POST /api/devices/{serial}/transfer-requests`). The new
 * owner confirms by the link mailed to this address.
 */
export const transferRecipientSchema = z.object({
  email: emailSchema,
  firstName: personNameSchema,
  lastName: personNameSchema,
});
export type TransferRecipient = z.infer<typeof transferRecipientSchema>;

/** Answer of a transfer: the registration now waiting for the recipient's confirmation. */
export const transferResultSchema = z.object({
  registrationId: z.string(),
  status: z.literal('pending'),
});
export type TransferResult = z.infer<typeof transferResultSchema>;

/** Answer of a transfer request: the owner was asked (nothing about the owner is said). */
export const transferRequestResultSchema = z.object({ status: z.literal('requested') });
export type TransferRequestResult = z.infer<typeof transferRequestResultSchema>;
