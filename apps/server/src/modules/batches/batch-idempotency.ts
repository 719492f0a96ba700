import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batches } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import type { BatchInput, BatchResult } from './batch-types';

/** The fingerprint of a command as sent: the same retry gives the same one. */
export function commandFingerprint(command: unknown): string {
  return createHash('sha256').update(JSON.stringify(command)).digest('hex');
}

/**
 * The batch this account sent with `idempotencyKey`, as its send was answered, or null when
 * none was stored (never sent, refused, or still being stored): what a reloaded step 4 asks.
 */
export function batchOfKey(
  db: Database,
  accountSubject: string,
  idempotencyKey: string,
): Promise<BatchResult | null> {
  return previousAnswer(db, accountSubject, { idempotencyKey, commandHash: null });
}

/**
 * The answer of the batch this account already sent with the input's key, if any; 422 when
 * that key came with another command (its rows would silently be dropped otherwise).
 */
export async function previousAnswer(
  db: Database,
  accountSubject: string,
  // No command hash: any rows (the caller asks what the key's batch was, not to store one).
  input: Pick<BatchInput, 'idempotencyKey'> & { commandHash: string | null },
): Promise<BatchResult | null> {
  if (!input.idempotencyKey) return null;
  const [previous] = await db
    .select({
      id: batches.id,
      rowCount: batches.rowCount,
      alreadyRegistered: batches.alreadyRegisteredCount,
      commandHash: batches.commandHash,
    })
    .from(batches)
    .where(
      and(
        eq(batches.accountSubject, accountSubject),
        eq(batches.idempotencyKey, input.idempotencyKey),
      ),
    );
  if (!previous) return null;
  const otherRows = previous.commandHash !== null && input.commandHash !== null;
  if (otherRows && previous.commandHash !== input.commandHash) {
    throw new HttpError(
      422,
      'idempotency_key_reused',
      'This Idempotency-Key was sent with other rows; send new rows with a new key.',
    );
  }
  return {
    batchId: previous.id,
    registered: previous.rowCount,
    alreadyRegistered: previous.alreadyRegistered,
    repeated: true,
  };
}
