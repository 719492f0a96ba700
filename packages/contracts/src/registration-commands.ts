import { z } from 'zod';
import { installationAddressSchema } from './address';
import { emailSchema } from './email';
import { serialNumberSchema } from './serial-number';
import { MESSAGE } from './validation-messages';

const personName = z
  .string({ error: MESSAGE.required })
  .trim()
  .min(1, { error: MESSAGE.required })
  .max(100, { error: MESSAGE.maxLength });

const productModel = z.string().trim().min(1).max(200);

/** Installation dates travel as ISO timestamps (docs/spec.md §3). */
const isoTimestamp = z.iso.datetime({ offset: true, error: 'invalidDate' });

/**
 * The furthest any clock runs ahead of UTC (Line Islands, UTC+14): a day has begun
 * somewhere on Earth once its 00:00 UTC is at most this far ahead.
 */
const LATEST_UTC_OFFSET_MS = 14 * 60 * 60 * 1000;

/**
 * An installation date is the chosen day at 00:00 UTC, never in the future (docs/spec.md §5).
 * "Future" is judged by the installer's own calendar: east of UTC today's 00:00 UTC is
 * still ahead of the server's clock, so only a day that has not begun anywhere is refused.
 */
export const installationDaySchema = isoTimestamp
  .refine((value) => /T00:00:00(\.0+)?(Z|\+00:00)$/.test(value), { error: 'notMidnightUtc' })
  .refine((value) => Date.parse(value) <= Date.now() + LATEST_UTC_OFFSET_MS, {
    error: 'noFutureDate',
  });

/** Registration update command of an end user (docs/spec.md §3). */
export const endUserCommandSchema = z.object({
  serialNumber: serialNumberSchema,
  productModel,
  installationDate: isoTimestamp,
  installationAddress: installationAddressSchema,
  enduser: z.object({ email: emailSchema, firstName: personName, lastName: personName }),
});
export type EndUserCommand = z.infer<typeof endUserCommandSchema>;

/** Registration update command of an installer (docs/spec.md §3); the company comes from the token. */
export const installerCommandSchema = z.object({
  serialNumber: serialNumberSchema,
  productModel,
  installationDate: installationDaySchema,
  installerCompany: z.object({ name: personName, email: emailSchema }),
  installationAddress: installationAddressSchema,
});
export type InstallerCommand = z.infer<typeof installerCommandSchema>;

/** Answer of `PUT /api/{serialNumber}`. */
export const registrationResultSchema = z.object({
  registrationId: z.string(),
  status: z.enum(['pending', 'confirmed', 'not_required']),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;
