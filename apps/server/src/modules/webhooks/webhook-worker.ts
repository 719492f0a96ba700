import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { startPolling, type PollingWorker, type Timers } from '../../infrastructure/polling-worker';
import { systemClock, type Clock } from './webhook-clock';
import { postWebhook, type WebhookAnswer } from './post-webhook';
import {
  claimDueDeliveries,
  LEASE_MS,
  recordFailedAttempt,
  recordDelivered,
  releaseClaims,
  renewLease,
  type AttemptOutcome,
  type AttemptRecord,
  type ClaimedDelivery,
} from './webhook-queue';
import { signWebhook } from './webhook-signature';
import { resolveTarget, TargetRefused, type ResolvedTarget } from './webhook-target';

/** Time to answer a delivery before it counts as failed. */
export const DELIVERY_TIMEOUT_MS = 15_000;
/**
 * How often each replica looks for due deliveries: an event goes out within a second of its
 * commit, for one indexed query a second per replica.
 */
const POLL_INTERVAL_MS = 1_000;
const CLAIM_SIZE = 100;
/**
 * Deliveries of one endpoint sent side by side, in event order group after group: one at a
 * time, a receiver's round trip bounded the rate (about 300 a second per replica locally,
 * far less to a distant receiver). Receivers order by the body's `timestamp`, as Standard
 * Webhooks asks of them; within a group of ten, arrival order is not promised.
 */
const IN_FLIGHT_PER_ENDPOINT = 10;

export interface WebhookWorkerOptions {
  allowPrivateTargets: boolean;
  clock?: Clock;
  timers?: Timers;
  timeoutMs?: number;
  /** Jitter's randomness (tests make it fixed). */
  random?: () => number;
  onAttempt?: (outcome: AttemptOutcome) => void;
}

export type WebhookWorker = PollingWorker;

/** The body a receiver gets (Standard Webhooks' `type`, `timestamp`, `data`). */
export function webhookBody({ event, endpoint }: Pick<ClaimedDelivery, 'event' | 'endpoint'>) {
  const data =
    endpoint.personalData && event.personal !== null
      ? { ...event.payload, personal: event.personal }
      : event.payload;
  return JSON.stringify({
    type: event.type,
    version: event.version,
    timestamp: event.occurredAt.toISOString(),
    data,
  });
}

/** The secrets that sign now: the current one, and the previous one during its overlap. */
function signingSecrets(endpoint: ClaimedDelivery['endpoint'], now: Date): string[] {
  return endpoint.previousSecret !== null &&
    endpoint.previousSecretExpiresAt !== null &&
    endpoint.previousSecretExpiresAt > now
    ? [endpoint.secret, endpoint.previousSecret]
    : [endpoint.secret];
}

function outcomeOf(answer: WebhookAnswer): AttemptOutcome {
  if (answer.statusCode === undefined) return 'failed';
  if (answer.statusCode >= 200 && answer.statusCode < 300) return 'delivered';
  return answer.statusCode === 410 ? 'gone' : 'failed';
}

/**
 * Polls the deliveries and sends the due ones; safe to run in every replica at once (leases
 * and FOR UPDATE SKIP LOCKED, as the mail outbox). Each endpoint's deliveries of a claim go
 * out in event order, a few side by side; different endpoints in parallel. A receiver that
 * fails costs one request per claim (the rest of its claim waits with it), so a slow one
 * delays the others' next claim by at most the timeout.
 */
export function startWebhookWorker(
  db: Database,
  log: FastifyBaseLogger,
  options: WebhookWorkerOptions,
): WebhookWorker {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? DELIVERY_TIMEOUT_MS;

  /**
   * Sends one delivery to `target` (its endpoint's address, checked once per claim) and says
   * how it went; recording it is the caller's.
   */
  async function send(
    claimed: ClaimedDelivery,
    target: ResolvedTarget | TargetRefused,
  ): Promise<AttemptRecord> {
    const now = clock.now();
    const body = webhookBody(claimed);
    const id = claimed.event.id;
    const timestamp = Math.floor(now.getTime() / 1000);
    let outcome: AttemptOutcome;
    let answer: WebhookAnswer;
    if (target instanceof TargetRefused) {
      outcome = 'refused';
      answer = { statusCode: undefined, durationMs: 0, response: target.message };
    } else {
      answer = await postWebhook(
        target,
        {
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(signingSecrets(claimed.endpoint, now), {
            id,
            timestamp,
            body,
          }),
        },
        body,
        timeoutMs,
      );
      outcome = outcomeOf(answer);
    }
    options.onAttempt?.(outcome);
    if (outcome !== 'delivered') {
      log.warn(
        { deliveryId: claimed.delivery.id, attempt: claimed.delivery.attempts, outcome },
        'webhook not delivered; will retry unless given up',
      );
    }
    return {
      outcome,
      statusCode: answer.statusCode,
      durationMs: answer.durationMs,
      response: answer.response,
    };
  }

  /**
   * One endpoint's deliveries of a claim, in event order, IN_FLIGHT_PER_ENDPOINT at a time.
   * Those delivered are recorded together (at the end, or before failures are); a group with
   * a failure is recorded and the rest of the claim given back. A crash between a send and its record sends it again after the
   * lease: receivers recognise it by its `webhook-id`.
   */
  async function sendQueue(
    queue: readonly ClaimedDelivery[],
    claimedAt: number,
    stopped: () => boolean,
  ): Promise<void> {
    const delivered: { claimed: ClaimedDelivery; attempt: AttemptRecord }[] = [];
    const [head] = queue;
    if (!head) return;
    // One look-up per claim: checked against our own network, then the connection is pinned
    // to that address (no DNS rebinding between the check and the send).
    const target = await resolveTarget(head.endpoint.url, options.allowPrivateTargets).catch(
      (error: unknown) => {
        if (error instanceof TargetRefused) return error;
        throw error;
      },
    );
    try {
      // The first goes alone: a receiver that is down or gone costs one request per claim.
      for (
        let start = 0, size = 1;
        start < queue.length;
        start += size, size = IN_FLIGHT_PER_ENDPOINT
      ) {
        if (stopped()) return;
        // The lease covers a healthy claim; renewed only once a slow receiver used half of it.
        const leaseHalfGone = clock.now().getTime() - claimedAt > LEASE_MS / 2;
        const group = [];
        for (const claimed of queue.slice(start, start + size)) {
          if (!leaseHalfGone || (await renewLease(db, claimed.delivery, clock)))
            group.push(claimed);
        }
        const attempts = await Promise.all(group.map((claimed) => send(claimed, target)));
        const failed = [];
        for (const [index, attempt] of attempts.entries()) {
          const claimed = group[index];
          if (!claimed) continue;
          if (attempt.outcome === 'delivered') delivered.push({ claimed, attempt });
          else failed.push({ claimed, attempt });
        }
        if (failed.length === 0) continue;
        await recordDelivered(db, delivered.splice(0), clock);
        for (const { claimed, attempt } of failed) {
          await recordFailedAttempt(db, claimed, attempt, clock, options.random);
        }
        const rest = queue.slice(start + size).map((next) => next.delivery);
        await releaseClaims(db, rest, clock, options.random);
        return;
      }
    } finally {
      await recordDelivered(db, delivered, clock);
    }
  }

  async function sendDue(stopped: () => boolean): Promise<void> {
    // A stopping worker sends nothing more; what it claimed goes out after the lease.
    while (!stopped()) {
      const claimedAt = clock.now().getTime();
      const batch = await claimDueDeliveries(db, clock, CLAIM_SIZE);
      if (batch.length === 0) return;
      const byEndpoint = new Map<string, ClaimedDelivery[]>();
      for (const claimed of batch) {
        const queue = byEndpoint.get(claimed.endpoint.id) ?? [];
        queue.push(claimed);
        byEndpoint.set(claimed.endpoint.id, queue);
      }
      await Promise.all(
        [...byEndpoint.values()].map((queue) => sendQueue(queue, claimedAt, stopped)),
      );
    }
  }

  return startPolling(sendDue, {
    intervalMs: POLL_INTERVAL_MS,
    log,
    name: 'webhook worker',
    ...(options.timers && { timers: options.timers }),
  });
}
