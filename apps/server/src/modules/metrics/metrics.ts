import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
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

/** Request durations, in seconds: from a cached look-up (ms) to a batch of 10,000 rows. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's Prometheus metrics, in a registry of its own (a test builds many apps in
 * one process): the runtime's (memory, CPU, event-loop delay), every request's duration by
 * route and status, rate-limit refusals and stored registrations. Counters count this
 * replica; Prometheus sums the replicas.
 */
export async function createMetrics(app: FastifyInstance): Promise<Metrics> {
  // Loaded only by a server that serves metrics: the library is a twentieth of a start.
  const { collectDefaultMetrics, Counter, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests answered 429 by a rate limit, by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the path: a serial number in a label would make a series per device.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    durations.observe(
      { method: request.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) refusals.inc({ route });
  });

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

/**
 * Serves `GET /metrics` on a port of its own, which a Kubernetes pod exposes to Prometheus
 * but no Service or Ingress routes to the internet.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics here.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
