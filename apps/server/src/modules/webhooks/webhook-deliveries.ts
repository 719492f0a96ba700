import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { WebhookDelivery } from '@pr/contracts/webhooks';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import type { Clock } from './webhook-clock';
import { endpointNotFound } from './webhook-endpoints';
import { later, RETRY_SPAN_MS, type AttemptOutcome } from './webhook-queue';

/** An endpoint's deliveries, newest first, each with its last attempt. */
export async function listDeliveries(
  db: Database,
  endpointId: string,
  limit: number,
): Promise<WebhookDelivery[]> {
  await endpointOrNotFound(db, endpointId);
  const rows = await db
    .select({ delivery: webhookDeliveries, eventType: events.type })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.eventSeq))
    .limit(limit);
  const ids = rows.map((row) => row.delivery.id);
  const attempts =
    ids.length === 0
      ? []
      : await db
          .selectDistinctOn([webhookAttempts.deliveryId])
          .from(webhookAttempts)
          .where(inArray(webhookAttempts.deliveryId, ids))
          .orderBy(webhookAttempts.deliveryId, desc(webhookAttempts.at));
  const lastOf = new Map(attempts.map((attempt) => [attempt.deliveryId, attempt]));
  return rows.map(({ delivery, eventType }) => {
    const last = lastOf.get(delivery.id);
    return {
      id: delivery.id,
      eventId: delivery.eventId,
      eventType,
      status:
        delivery.status === 'delivered' || delivery.status === 'failed'
          ? delivery.status
          : 'pending',
      attempts: delivery.attempts,
      nextAttemptAt: delivery.status === 'pending' ? delivery.nextAttemptAt.toISOString() : null,
      lastAttempt: last
        ? {
            at: last.at.toISOString(),
            outcome: outcomeOf(last.outcome),
            statusCode: last.statusCode,
            durationMs: last.durationMs,
            response: last.response,
          }
        : null,
      createdAt: delivery.createdAt.toISOString(),
    };
  });
}

function outcomeOf(outcome: string): AttemptOutcome {
  return outcome === 'delivered' || outcome === 'gone' || outcome === 'refused'
    ? outcome
    : 'failed';
}

async function endpointOrNotFound(db: Database, id: string): Promise<void> {
  const [row] = isUuid(id)
    ? await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
    : [];
  if (!row) throw endpointNotFound();
}

/** A fresh span of retries, starting now. */
const requeued = (clock: Clock) => ({
  status: 'pending',
  attempts: 0,
  nextAttemptAt: clock.now(),
  giveUpAt: later(clock, RETRY_SPAN_MS),
});

/**
 * Sends a delivery again (same event, same `webhook-id`, so the receiver can tell it is one it
 * may have had). A delivery still queued is refused: it goes out at its time already.
 */
export async function resendDelivery(db: Database, id: string, clock: Clock): Promise<void> {
  const [row] = isUuid(id)
    ? await db
        .select({ status: webhookDeliveries.status })
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, id))
    : [];
  if (!row) {
    throw new HttpError(404, 'webhook_delivery_not_found', 'No webhook delivery has this id.');
  }
  const [resent] = await db
    .update(webhookDeliveries)
    .set(requeued(clock))
    .where(
      and(eq(webhookDeliveries.id, id), inArray(webhookDeliveries.status, ['delivered', 'failed'])),
    )
    .returning({ id: webhookDeliveries.id });
  if (!resent) {
    throw new HttpError(
      409,
      'webhook_delivery_queued',
      'This delivery is queued already; it is sent at its next attempt.',
    );
  }
}

/**
 * Queues again every event of the endpoint's types since `since` (a receiver that was down or
 * lost data): events it never had get a delivery, delivered or failed ones are sent again.
 * Receivers recognise the ones they have by `webhook-id`. Answers how many were queued.
 */
export async function recoverSince(
  db: Database,
  endpointId: string,
  since: Date,
  clock: Clock,
): Promise<number> {
  await endpointOrNotFound(db, endpointId);
  const again = requeued(clock);
  const result = await db.execute(sql`
    with queued as (
    insert into webhook_deliveries (endpoint_id, event_id, event_seq, next_attempt_at, give_up_at)
    select e.id, ev.id, ev.seq, ${again.nextAttemptAt}, ${again.giveUpAt}
    from webhook_endpoints e
    join events ev on ev.type = any(e.event_types) and ev.occurred_at >= ${since}
    where e.id = ${endpointId}
    order by ev.seq
    on conflict (endpoint_id, event_id) do update
      set status = 'pending', attempts = 0,
          next_attempt_at = excluded.next_attempt_at, give_up_at = excluded.give_up_at
      where webhook_deliveries.status <> 'pending'
    returning 1
    )
    select count(*) as count from queued`);
  return countSchema.parse(result).rows[0]?.count ?? 0;
}

/** The answer of a `select count(*)` through `execute` (PGlite and node-postgres alike). */
const countSchema = z.object({ rows: z.array(z.object({ count: z.coerce.number() })) });

/** What the metrics show of the queue: deliveries waiting, and the oldest one's event age. */
export async function queueFigures(
  db: Database,
  clock: Clock,
): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      pending: sql`count(*)`.mapWith(Number),
      oldestAgeSeconds: sql`coalesce(extract(epoch from ${clock.now()}::timestamptz
        - min(${events.occurredAt})), 0)`.mapWith(Number),
    })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.status, 'pending'));
  return {
    pending: row?.pending ?? 0,
    oldestAgeSeconds: Math.max(0, row?.oldestAgeSeconds ?? 0),
  };
}
