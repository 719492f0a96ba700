import { sql } from 'drizzle-orm';
import type { Registry } from 'prom-client';
import type { Database, DatabaseHandle } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { WEBHOOK_ATTEMPT_OUTCOMES as ATTEMPT_OUTCOMES } from '@pr/contracts/webhooks';
import { systemClock } from '../webhooks/webhook-clock';
import { queueFigures } from '../webhooks/webhook-deliveries';
import type { AttemptOutcome } from '../webhooks/webhook-queue';

/** How a registration came in: the owner or installer web form, or a bulk batch. */
export type RegistrationChannel = 'web' | 'bulk';

export interface Metrics {
  registry: Registry;
  /** Counts registrations that were stored (a repeated request stores none). */
  registrationsStored(channel: RegistrationChannel, count: number): void;
  /** Counts webhook delivery attempts by outcome. */
  webhookAttempt(outcome: AttemptOutcome): void;
}

/**
 * The product's own counters, in the registry the observability plugin made (a test builds
 * many apps in one process, each with its own): stored registrations and webhook attempts.
 * Counters count this replica; Prometheus sums the replicas.
 */
export async function createMetrics(registry: Registry): Promise<Metrics> {
  const { Counter } = await import('prom-client');
  const registrations = new Counter({
    name: 'registrations_stored_total',
    help: 'Registrations stored by this process, by channel (web form or bulk batch)',
    labelNames: ['channel'],
    registers: [registry],
  });
  for (const channel of ['web', 'bulk'] as const) registrations.inc({ channel }, 0);

  const webhookAttempts = new Counter({
    name: 'webhook_attempts_total',
    help: 'Webhook delivery attempts by this process, by outcome (delivered, failed, gone, refused)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  for (const outcome of ATTEMPT_OUTCOMES) webhookAttempts.inc({ outcome }, 0);

  return {
    registry,
    registrationsStored: (channel, count) => registrations.inc({ channel }, count),
    webhookAttempt: (outcome) => webhookAttempts.inc({ outcome }),
  };
}

/**
 * The database's share: this process's connection pool, and the mail outbox, read when
 * scraped. Every replica reports the same outbox: aggregate it with max, not sum.
 */
export async function measureDatabase(registry: Registry, database: DatabaseHandle): Promise<void> {
  const { Gauge } = await import('prom-client');
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this process: open, idle, requests waiting for one, and the most it opens',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const use = database.poolUse();
      if (use === undefined) return;
      this.set({ state: 'open' }, use.open);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });

  // One query per scrape: the three gauges are collected together and share its answer.
  let reading: Promise<OutboxFigures | undefined> | undefined;
  const outbox = () =>
    (reading ??= readOutbox(database.db).finally(() => {
      reading = undefined;
    }));
  const outboxGauge = (name: string, help: string, pick: (figures: OutboxFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const figures = await outbox();
        // The database is out of reach: unknown (NaN), rather than no metrics at all or a 0
        // that would read as an empty outbox.
        this.set(figures === undefined ? Number.NaN : pick(figures));
      },
    });
  outboxGauge('mail_outbox_pending', 'Mails waiting to be sent', (f) => f.pending);
  outboxGauge('mail_outbox_failed', 'Mails given up on after every retry', (f) => f.failed);
  outboxGauge(
    'mail_outbox_oldest_pending_age_seconds',
    'Age of the oldest mail still waiting; 0 when none waits',
    (f) => f.oldestAgeSeconds,
  );
}

interface OutboxFigures {
  pending: number;
  failed: number;
  oldestAgeSeconds: number;
}

async function readOutbox(db: Database): Promise<OutboxFigures | undefined> {
  try {
    const [row] = await db
      .select({
        pending: sql`count(*) filter (where ${mailOutbox.status} = 'pending')`.mapWith(Number),
        failed: sql`count(*) filter (where ${mailOutbox.status} = 'failed')`.mapWith(Number),
        oldestAgeSeconds: sql`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt})
          filter (where ${mailOutbox.status} = 'pending')), 0)`.mapWith(Number),
      })
      .from(mailOutbox);
    return row;
  } catch {
    return undefined;
  }
}

/**
 * The webhook queue, read when scraped: deliveries waiting, and the age of the oldest event
 * not yet delivered. Every replica reports the same queue: aggregate with max, not sum.
 */
export async function measureWebhooks(registry: Registry, db: Database): Promise<void> {
  const { Gauge } = await import('prom-client');
  let reading: Promise<{ pending: number; oldestAgeSeconds: number } | undefined> | undefined;
  const figures = () =>
    (reading ??= queueFigures(db, systemClock)
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      }));
  const gauge = (name: string, help: string, pick: 'pending' | 'oldestAgeSeconds') =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const read = await figures();
        this.set(read === undefined ? Number.NaN : read[pick]);
      },
    });
  gauge('webhook_deliveries_pending', 'Webhook deliveries waiting to be sent', 'pending');
  gauge(
    'webhook_oldest_undelivered_age_seconds',
    'Age of the oldest event whose delivery still waits; 0 when none waits',
    'oldestAgeSeconds',
  );
}
