import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { WEBHOOK_ATTEMPT_OUTCOMES } from '@pr/contracts/webhooks';
import type { Database } from '../../db/client';
import { events, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { Clock } from './webhook-clock';
import type { DeliveryRow, EndpointRow, EventRow } from './webhook-rows';

/** A claimed delivery with what sending it needs. */
export interface ClaimedDelivery {
  delivery: DeliveryRow;
  event: EventRow;
  endpoint: EndpointRow;
}

/**
 * How long a claimed delivery stays invisible to other workers: one send takes at most the
 * 15 s timeout, and the lease is renewed before each send of a claimed batch (renewLease).
 */
export const LEASE_MS = 60_000;
/** How long a delivery is retried: about 3 days. */
export const RETRY_SPAN_MS = 3 * 24 * 60 * 60_000;
/** An endpoint failing this long (no success at all) is disabled; staff see why. */
export const DISABLE_AFTER_MS = 5 * 24 * 60 * 60_000;

/**
 * The wait after the n-th failed attempt: 30 s doubling up to 12 h, ±25 % jitter so that
 * receivers coming back are not hit by every replica at once. About 16 attempts in 3 days.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000 * 2 ** Math.max(attempt - 1, 0), 12 * 60 * 60_000);
  return Math.round(base * (0.75 + random() * 0.5));
}

export const later = (clock: Clock, ms: number) => new Date(clock.now().getTime() + ms);

/**
 * Claims due deliveries of active endpoints atomically (FOR UPDATE SKIP LOCKED), oldest event
 * first, so several replicas never send the same one; a worker that dies mid-send leaves it
 * to be retried after the lease.
 */
export async function claimDueDeliveries(
  db: Database,
  clock: Clock,
  limit: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.status, 'pending'),
        // Through the end of the clock's millisecond: the database keeps microseconds, and a
        // delivery stored in this millisecond (its event just written) is due now.
        lte(webhookDeliveries.nextAttemptAt, new Date(clock.now().getTime() + 1)),
        eq(webhookEndpoints.status, 'active'),
      ),
    )
    .orderBy(asc(webhookDeliveries.eventSeq))
    .limit(limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      nextAttemptAt: later(clock, LEASE_MS),
    })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const rows = await db
    .select({ event: events, endpoint: webhookEndpoints, deliveryId: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      inArray(
        webhookDeliveries.id,
        claimed.map((delivery) => delivery.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.deliveryId, row]));
  return claimed
    .sort((a, b) => a.eventSeq - b.eventSeq)
    .flatMap((delivery) => {
      const row = byId.get(delivery.id);
      return row ? [{ delivery, event: row.event, endpoint: row.endpoint }] : [];
    });
}

/** The claimed attempt is still ours: pending, with the attempt count we claimed it at. */
const stillOurs = (delivery: DeliveryRow) =>
  and(
    eq(webhookDeliveries.id, delivery.id),
    eq(webhookDeliveries.status, 'pending'),
    eq(webhookDeliveries.attempts, delivery.attempts),
  );

/**
 * Renews a claimed delivery's lease just before it is sent; false when the lease ran out and
 * another worker claimed it since (then that worker sends it).
 */
export async function renewLease(
  db: Database,
  delivery: DeliveryRow,
  clock: Clock,
): Promise<boolean> {
  const renewed = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: later(clock, LEASE_MS) })
    .where(stillOurs(delivery))
    .returning({ id: webhookDeliveries.id });
  return renewed.length > 0;
}

export type AttemptOutcome = (typeof WEBHOOK_ATTEMPT_OUTCOMES)[number];

export interface AttemptRecord {
  outcome: AttemptOutcome;
  statusCode: number | undefined;
  durationMs: number;
  response: string;
}

/**
 * Records an attempt that failed and what follows from it, in one transaction: retried after
 * a back-off (or given up after about 3 days); on 410 Gone the endpoint is disabled, as it is
 * after failing for 5 days without a single success. (Delivered ones: recordDelivered.)
 */
export async function recordFailedAttempt(
  db: Database,
  claimed: ClaimedDelivery,
  attempt: AttemptRecord,
  clock: Clock,
  random: () => number = Math.random,
): Promise<void> {
  const { delivery, endpoint } = claimed;
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      endpointId: endpoint.id,
      at: now,
      outcome: attempt.outcome,
      statusCode: attempt.statusCode ?? null,
      durationMs: attempt.durationMs,
      response: attempt.response,
    });
    const lastStatusCode = attempt.statusCode ?? null;
    const next = new Date(now.getTime() + retryDelayMs(delivery.attempts, random));
    const givenUp = attempt.outcome === 'gone' || next > delivery.giveUpAt;
    await tx
      .update(webhookDeliveries)
      .set(givenUp ? { status: 'failed', lastStatusCode } : { nextAttemptAt: next, lastStatusCode })
      .where(stillOurs(delivery));
    const failingSince = endpoint.failingSince ?? now;
    const disabledReason =
      attempt.outcome === 'gone'
        ? 'The receiver answered 410 Gone: it asked for no more deliveries.'
        : now.getTime() - failingSince.getTime() >= DISABLE_AFTER_MS
          ? 'Every delivery failed for 5 days.'
          : null;
    await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now})`,
        ...(disabledReason === null ? {} : { status: 'disabled', disabledReason, updatedAt: now }),
      })
      .where(eq(webhookEndpoints.id, endpoint.id));
  });
}

/**
 * Records deliveries that were delivered, in one transaction for the lot: one insert of their
 * attempts, one update per status code, and the endpoint's failure clock reset only when it
 * was running. Per delivery, that bookkeeping cost more than the HTTP request to a healthy
 * receiver, and every delivery wrote its endpoint's row, which replicas then queued for.
 * Marking delivered needs no check of the attempt count: whichever worker sent it, it went.
 */
export async function recordDelivered(
  db: Database,
  delivered: readonly { claimed: ClaimedDelivery; attempt: AttemptRecord }[],
  clock: Clock,
): Promise<void> {
  if (delivered.length === 0) return;
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values(
      delivered.map(({ claimed, attempt }) => ({
        deliveryId: claimed.delivery.id,
        endpointId: claimed.endpoint.id,
        at: now,
        outcome: attempt.outcome,
        statusCode: attempt.statusCode ?? null,
        durationMs: attempt.durationMs,
        response: attempt.response,
      })),
    );
    const byStatusCode = new Map<number | null, string[]>();
    for (const { claimed, attempt } of delivered) {
      const code = attempt.statusCode ?? null;
      byStatusCode.set(code, [...(byStatusCode.get(code) ?? []), claimed.delivery.id]);
    }
    for (const [lastStatusCode, ids] of byStatusCode) {
      await tx
        .update(webhookDeliveries)
        .set({ status: 'delivered', deliveredAt: now, lastStatusCode })
        .where(and(inArray(webhookDeliveries.id, ids), eq(webhookDeliveries.status, 'pending')));
    }
    const endpoints = new Set(
      delivered
        .filter(({ claimed }) => claimed.endpoint.failingSince !== null)
        .map(({ claimed }) => claimed.endpoint.id),
    );
    if (endpoints.size > 0) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(inArray(webhookEndpoints.id, [...endpoints]));
    }
  });
}

/**
 * Gives back claimed deliveries unsent (their endpoint just failed): not counted as attempts,
 * they wait as long as the failed one, so a receiver that is down costs one timeout, not one
 * per delivery.
 */
export async function releaseClaims(
  db: Database,
  deliveries: readonly DeliveryRow[],
  clock: Clock,
  random: () => number = Math.random,
): Promise<void> {
  for (const delivery of deliveries) {
    await db
      .update(webhookDeliveries)
      .set({
        attempts: delivery.attempts - 1,
        nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(delivery.attempts, random)),
      })
      .where(stillOurs(delivery));
  }
}
