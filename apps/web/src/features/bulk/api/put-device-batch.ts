import {
  bulkRegistrationResultSchema,
  type bulkRegistrationCommandSchema,
  type bulkRegistrationRowSchema,
} from '@pr/contracts';
import type { z } from '@pr/contracts/zod';
import { apiRequest } from '../../../shared/api/api-client';

/** The bulk registration command (docs/spec.md §3) with its rows typed as the server checks them. */
export type BulkRegistrationCommand = Omit<
  z.input<typeof bulkRegistrationCommandSchema>,
  'productRegistrations'
> & { productRegistrations: z.input<typeof bulkRegistrationRowSchema>[] };

export type BulkRegistrationResult = z.infer<typeof bulkRegistrationResultSchema>;

/**
 * Sends the bulk registration command (docs/spec.md §7 `PUT /devices/batch`). The same
 * `idempotencyKey` on a retry answers the first result instead of registering twice.
 */
export function putDeviceBatch(
  command: BulkRegistrationCommand,
  { idempotencyKey, locale }: { idempotencyKey: string; locale: string },
): Promise<BulkRegistrationResult> {
  return apiRequest({
    path: `/devices/batch?${new URLSearchParams({ locale }).toString()}`,
    method: 'PUT',
    body: command,
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: (body) => bulkRegistrationResultSchema.parse(body),
  });
}
