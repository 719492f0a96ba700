import type { BulkRowError, InstallerCommand } from '@pr/contracts';
import type { InstallerData } from '../form-state/installer-store';
import type { BulkRegistrationCommand } from '../api/put-device-batch';
import type { BulkData } from '../form-state/bulk-store';
import { newBatchKey } from '../bulk-batch/new-batch-key';
import { ROWS_TO_FIX, writeItem } from './outbox-db';
import { outboxChanged } from './outbox-store';
import { requestBackgroundSync, startOutboxSync } from './outbox-sync';

interface Sender {
  accountSubject: string;
  locale: string;
}

async function kept(): Promise<void> {
  await outboxChanged();
  startOutboxSync();
  await requestBackgroundSync();
}

/** Keeps an installer's single registration that could not be sent, to send with a signal. */
export async function keepRegistration(
  registration: { command: InstallerCommand; productName: string | null; draft: InstallerData },
  sender: Sender,
): Promise<void> {
  await writeItem({
    kind: 'registration',
    id: newBatchKey(),
    ...sender,
    ...registration,
    keptAt: new Date().toISOString(),
    attempts: 0,
    outcome: null,
  });
  await kept();
}

/**
 * Keeps a bulk batch that could not be sent, under the Idempotency-Key it was (or would have
 * been) sent with: `tried` when a send went out, so the server is asked before the rows go
 * out again.
 */
export async function keepBatch(
  batch: { idempotencyKey: string; command: BulkRegistrationCommand; draft: BulkData },
  sender: Sender & { tried: boolean },
): Promise<void> {
  await writeItem({
    kind: 'batch',
    id: batch.idempotencyKey,
    accountSubject: sender.accountSubject,
    locale: sender.locale,
    command: batch.command,
    draft: batch.draft,
    keptAt: new Date().toISOString(),
    attempts: sender.tried ? 1 : 0,
    outcome: null,
  });
  await kept();
}

/**
 * Keeps bulk rows that still have errors, to fix later, when the valid rows of their import
 * went on without them: already marked "to fix" with their errors, never sent as they are.
 */
export async function keepRowsToFix(
  rows: { command: BulkRegistrationCommand; draft: BulkData; rowErrors: BulkRowError[] },
  sender: Sender,
): Promise<void> {
  await writeItem({
    kind: 'batch',
    id: newBatchKey(),
    ...sender,
    command: rows.command,
    draft: rows.draft,
    keptAt: new Date().toISOString(),
    attempts: 0,
    outcome: { kind: 'toFix', code: ROWS_TO_FIX, rowErrors: rows.rowErrors },
  });
  await outboxChanged();
}
