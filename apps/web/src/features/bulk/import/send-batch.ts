import { bulkRowErrorSchema, type BulkRowError } from '@pr/contracts';
import { z } from 'zod';
import { ApiError } from '../../../shared/api/api-error';
import { putDeviceBatch, type BulkRegistrationCommand } from '../api/put-device-batch';

/** How a send ended, as the import step needs to know it. */
export type SendOutcome =
  | { kind: 'registered' }
  /** The server refused rows (400 invalid_rows): they go back to step 3. */
  | { kind: 'invalidRows'; errors: BulkRowError[] }
  /** A device was registered meanwhile by someone else (409). */
  | { kind: 'conflict' }
  /** Network or server failure: the same batch may be sent again. */
  | { kind: 'failed' };

const rowErrorsSchema = z.array(bulkRowErrorSchema);

/** Sends in flight by Idempotency-Key: a second start of step 4 joins the first send. */
const inFlight = new Map<string, Promise<SendOutcome>>();

async function send(
  command: BulkRegistrationCommand,
  idempotencyKey: string,
  locale: string,
): Promise<SendOutcome> {
  try {
    await putDeviceBatch(command, { idempotencyKey, locale });
    return { kind: 'registered' };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const rows = rowErrorsSchema.safeParse(error.details);
    if (error.status === 400 && error.code === 'invalid_rows' && rows.success) {
      return { kind: 'invalidRows', errors: rows.data };
    }
    return error.status === 409 ? { kind: 'conflict' } : { kind: 'failed' };
  }
}

/**
 * Sends the batch of bulk step 4 once per key: the same key on a retry answers the first
 * result on the server, and a send already in flight is joined, not repeated.
 */
export function sendBatch(
  command: BulkRegistrationCommand,
  idempotencyKey: string,
  locale: string,
): Promise<SendOutcome> {
  const running = inFlight.get(idempotencyKey);
  if (running !== undefined) return running;
  const sending = send(command, idempotencyKey, locale).finally(() =>
    inFlight.delete(idempotencyKey),
  );
  inFlight.set(idempotencyKey, sending);
  return sending;
}
