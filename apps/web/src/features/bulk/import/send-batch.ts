import { bulkRowErrorSchema, type BulkRowError } from '@pr/contracts';
import { z } from '@pr/contracts/zod';
import { ApiError } from '../../../shared/api/api-error';
import { putDeviceBatch, type BulkRegistrationCommand } from '../api/put-device-batch';

/** How a send ended, as the import step needs to know it. */
export type SendOutcome =
  | { kind: 'registered'; registered: number; alreadyRegistered: number }
  /** The server refused rows (400 invalid_rows): they go back to step 3. */
  | { kind: 'invalidRows'; errors: BulkRowError[] }
  /** A device was registered meanwhile by someone else (409). */
  | { kind: 'conflict' }
  /** Network or server failure: the same batch may be sent again. */
  | { kind: 'failed' };

const rowErrorsSchema = z.array(bulkRowErrorSchema);

/**
 * Sends the batch of bulk step 4 and says how it ended; the same key on a retry answers the
 * first result on the server (useBatchSend keeps one send per key in this tab).
 */
export async function sendBatch(
  command: BulkRegistrationCommand,
  idempotencyKey: string,
  locale: string,
): Promise<SendOutcome> {
  try {
    const result = await putDeviceBatch(command, { idempotencyKey, locale });
    return {
      kind: 'registered',
      registered: result.registered,
      alreadyRegistered: result.alreadyRegistered,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const rows = rowErrorsSchema.safeParse(error.details);
    if (error.status === 400 && error.code === 'invalid_rows' && rows.success) {
      return { kind: 'invalidRows', errors: rows.data };
    }
    return error.status === 409 ? { kind: 'conflict' } : { kind: 'failed' };
  }
}
