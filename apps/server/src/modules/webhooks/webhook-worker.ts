import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { startPolling, type PollingWorker, type Timers } from '../../plugins/polling-worker';
import { systemClock, type Clock } from './webhook-clock';
import { postWebhook, type WebhookAnswer } from './post-webhook';
import {
  claimDueDeliveries,
  recordAttempt,
  releaseClaims,
  renewLease,
  type AttemptOutcome,
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
const CLAIM_SIZE = 50;

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
 * out one after the other, in event order; different endpoints in parallel. A receiver that
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

  /** Sends one delivery; true when it was delivered (or another worker has it). */
  async function attempt(claimed: ClaimedDelivery): Promise<boolean> {
    if (!(await renewLease(db, claimed.delivery, clock))) return true;
    const now = clock.now();
    const body = webhookBody(claimed);
    const id = claimed.event.id;
    const timestamp = Math.floor(now.getTime() / 1000);
    let target: ResolvedTarget;
    let outcome: AttemptOutcome;
    let answer: WebhookAnswer;
    try {
      target = await resolveTarget(claimed.endpoint.url, options.allowPrivateTargets);
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
    } catch (error) {
      if (!(error instanceof TargetRefused)) throw error;
      outcome = 'refused';
      answer = { statusCode: undefined, durationMs: 0, response: error.message };
    }
    options.onAttempt?.(outcome);
    if (outcome !== 'delivered') {
      log.warn(
        { deliveryId: claimed.delivery.id, attempt: claimed.delivery.attempts, outcome },
        'webhook not delivered; will retry unless given up',
      );
    }
    await recordAttempt(
      db,
      claimed,
      {
        outcome,
        statusCode: answer.statusCode,
        durationMs: answer.durationMs,
        response: answer.response,
      },
      clock,
      options.random,
    );
    return outcome === 'delivered';
  }

  async function sendDue(stopped: () => boolean): Promise<void> {
    // A stopping worker sends nothing more; what it claimed goes out after the lease.
    while (!stopped()) {
      const batch = await claimDueDeliveries(db, clock, CLAIM_SIZE);
      if (batch.length === 0) return;
      const byEndpoint = new Map<string, ClaimedDelivery[]>();
      for (const claimed of batch) {
        const queue = byEndpoint.get(claimed.endpoint.id) ?? [];
        queue.push(claimed);
        byEndpoint.set(claimed.endpoint.id, queue);
      }
      await Promise.all(
        [...byEndpoint.values()].map(async (queue) => {
          for (const [index, claimed] of queue.entries()) {
            if (stopped()) return;
            if (await attempt(claimed)) continue;
            const rest = queue.slice(index + 1).map((next) => next.delivery);
            await releaseClaims(db, rest, clock, options.random);
            return;
          }
        }),
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
