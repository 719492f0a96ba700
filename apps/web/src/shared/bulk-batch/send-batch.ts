import { bulkRowErrorSchema, type BulkRowError } from '@pr/contracts';
import { z } from '@pr/contracts/zod';
import { ApiError, isUnanswered } from '../api/api-error';
import {
  getDeviceBatch,
  putDeviceBatch,
  type BulkRegistrationCommand,
  type BulkRegistrationResult,
} from '../api/put-device-batch';
import { useBatchProgressStore } from './batch-progress';

/** How a send ended, as the import step needs to know it. */
export type SendOutcome =
  | { kind: 'registered'; batchId: string; registered: number; alreadyRegistered: number }
  /** The server refused rows (400 invalid_rows): they go back to step 3. */
  | { kind: 'invalidRows'; errors: BulkRowError[] }
  /** A device was registered meanwhile by someone else (409). */
  | { kind: 'conflict' }
  /**
   * A failure of the server, or no answer at all (`unanswered`: no signal, the connection
   * dropped, a gateway that could not reach the app): the same batch may be sent again.
   */
  | { kind: 'failed'; status: number; unanswered: boolean };

const rowErrorsSchema = z.array(bulkRowErrorSchema);

const registered = (result: BulkRegistrationResult): SendOutcome => ({
  kind: 'registered',
  batchId: result.batchId,
  registered: result.registered,
  alreadyRegistered: result.alreadyRegistered,
});

/**
 * Sends the batch of bulk step 4 and says how it ended; the same key on a retry answers the
 * first result on the server (useBatchSend keeps one send per key in this tab). When these
 * rows may have been sent before (`resume`: a reload, a retry), the server is asked first,
 * so a stored batch is reported without sending its rows again. The progress is reported
 * to `useBatchProgressStore`.
 */
export async function sendBatch(
  command: BulkRegistrationCommand,
  idempotencyKey: string,
  { locale, resume }: { locale: string; resume: boolean },
): Promise<SendOutcome> {
  const { report } = useBatchProgressStore.getState();
  const total = command.productRegistrations.length;
  try {
    if (resume) {
      report(idempotencyKey, { phase: 'checking' });
      const stored = await getDeviceBatch(idempotencyKey);
      if (stored) return registered(stored);
    }
    report(idempotencyKey, { phase: 'sending', sent: 0, total });
    const result = await putDeviceBatch(command, {
      idempotencyKey,
      locale,
      onProgress: (share) =>
        report(
          idempotencyKey,
          share < 1
            ? { phase: 'sending', sent: Math.floor(share * total), total }
            : { phase: 'saving', total },
        ),
    });
    return registered(result);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const rows = rowErrorsSchema.safeParse(error.details);
    if (error.status === 400 && error.code === 'invalid_rows' && rows.success) {
      return { kind: 'invalidRows', errors: rows.data };
    }
    return error.status === 409
      ? { kind: 'conflict' }
      : { kind: 'failed', status: error.status, unanswered: isUnanswered(error) };
  }
}
