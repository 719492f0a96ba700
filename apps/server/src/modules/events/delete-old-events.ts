import { and, asc, eq, inArray, lt, notExists } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, webhookDeliveries } from '../../db/schema';

/** Events deleted per transaction: short ones, which never hold the delivery worker up. */
const BATCH_SIZE = 5000;

/**
 * Deletes events older than `days`, with their deliveries and attempts, so the outbox does
 * not grow for ever. An event still waiting to be delivered somewhere (a paused endpoint) is
 * kept until it is sent or given up: retention never drops what a receiver has not had.
 * "Recover since…" reaches back as far as events are kept. Answers how many went.
 */
export async function deleteOldEvents(
  db: Database,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  let total = 0;
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const old = await tx
        .select({ id: events.id })
        .from(events)
        .where(
          and(
            lt(events.occurredAt, cutoff),
            notExists(
              tx
                .select({ id: webhookDeliveries.id })
                .from(webhookDeliveries)
                .where(
                  and(
                    eq(webhookDeliveries.eventId, events.id),
                    eq(webhookDeliveries.status, 'pending'),
                  ),
                ),
            ),
          ),
        )
        .orderBy(asc(events.occurredAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      const ids = old.map((row) => row.id);
      if (ids.length === 0) return 0;
      // Attempts go with their deliveries (on delete cascade).
      await tx.delete(webhookDeliveries).where(inArray(webhookDeliveries.eventId, ids));
      await tx.delete(events).where(inArray(events.id, ids));
      return ids.length;
    });
    total += deleted;
    if (deleted < BATCH_SIZE) return total;
  }
}
