import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mailOutbox } from '../src/db/schema';
import { startMetricsServer } from '../src/infrastructure/observability';
import { batchCommand, endUserCommand } from './commands';
import { createTestApp, csrfHeaders, databaseKinds, type TestApp, useTestApp } from './test-app';
import { installerClaims, mintAccessToken } from './tokens';

const root = path.resolve(import.meta.dirname, '../../..');

/** The value of the sample `name{labels}` in Prometheus' text format, or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return undefined;
}

/** The registry of an app that serves metrics. */
function registryOf(app: TestApp['app']) {
  if (app.metrics === null) throw new Error('the app collects no metrics');
  return app.metrics.registry;
}

describe.each(databaseKinds)('metrics on %s', (kind) => {
  const t = useTestApp(kind, { LOOKUP_RATE_LIMIT_PER_MINUTE: '2', METRICS_PORT: '9464' });
  const scrape = () => registryOf(t.app).metrics();

  it('times requests by route pattern and status, never by the serial in the path', async () => {
    expect((await t.app.inject('/api/devices/908765401/FR/fr')).statusCode).toBe(200);
    expect((await t.app.inject('/api/devices/123456789/FR/fr')).statusCode).toBe(404);
    const text = await scrape();
    const route = '/api/devices/:serialNumber/:country/:language';
    expect(
      sample(text, 'http_request_duration_seconds_count', { route, status: '200', method: 'GET' }),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count', { route, status: '404' })).toBe(1);
    expect(text).not.toContain('908765401');
  });

  it('counts the requests a rate limit refuses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await t.app.inject('/api/devices/908765402/FR/fr')).statusCode);
    }
    expect(statuses).toContain(429);
    const refused = statuses.filter((status) => status === 429).length;
    expect(
      sample(await scrape(), 'rate_limit_refusals_total', {
        route: '/api/devices/:serialNumber/:country/:language',
      }),
    ).toBe(refused);
  });

  it('counts stored registrations by channel', async () => {
    const before = await scrape();
    expect(sample(before, 'registrations_stored_total', { channel: 'web' })).toBe(0);
    expect(sample(before, 'registrations_stored_total', { channel: 'bulk' })).toBe(0);

    const web = await t.app.inject({
      method: 'PUT',
      url: '/api/100000001?locale=fr-FR',
      payload: endUserCommand('100000001'),
      headers: csrfHeaders(),
    });
    expect(web.statusCode).toBe(201);
    const token = await mintAccessToken(t.app, { claims: installerClaims, subject: 'metrics' });
    const batch = await t.app.inject({
      method: 'PUT',
      url: '/api/devices/batch?locale=fr-FR',
      headers: {
        ...csrfHeaders(),
        authorization: `Bearer ${token}`,
        'idempotency-key': 'metrics-batch-1',
      },
      payload: batchCommand(['100000191', '100000192']),
    });
    expect(batch.statusCode, batch.body).toBe(201);

    const after = await scrape();
    expect(sample(after, 'registrations_stored_total', { channel: 'web' })).toBe(1);
    expect(sample(after, 'registrations_stored_total', { channel: 'bulk' })).toBe(2);
    expect(sample(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports the mails waiting in the outbox, the age of the oldest, and those given up on', async () => {
    const hourAgo = new Date(Date.now() - 3600_000);
    const mail = { to: 'waiting@example.com', subject: 'S', text: 'T', createdAt: hourAgo };
    await t.app.database.db.insert(mailOutbox).values([
      // Due in a day: the worker leaves it waiting.
      { ...mail, nextAttemptAt: new Date(Date.now() + 86_400_000) },
      { ...mail, status: 'failed', attempts: 12 },
    ]);
    const text = await scrape();
    expect(sample(text, 'mail_outbox_pending')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(3600);
    expect(sample(text, 'mail_outbox_failed')).toBe(1);
  });

  it('reports the connection pool of PostgreSQL, and none for the embedded database', async () => {
    const text = await scrape();
    if (kind === 'postgres') {
      expect(sample(text, 'db_pool_connections', { state: 'max' })).toBe(t.config.databasePoolSize);
      expect(sample(text, 'db_pool_connections', { state: 'open' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
    } else {
      expect(sample(text, 'db_pool_connections', { state: 'max' })).toBeUndefined();
    }
  });

  it('holds every metric the Grafana dashboard draws', async () => {
    const dashboard = z
      .object({ panels: z.array(z.object({ targets: z.array(z.object({ expr: z.string() })) })) })
      .parse(
        JSON.parse(
          readFileSync(path.join(root, 'deploy/grafana/product-registration.json'), 'utf8'),
        ),
      );
    const drawn = dashboard.panels.flatMap((panel) =>
      panel.targets.flatMap(({ expr }) => [...expr.matchAll(/\b([a-z_]+)\{/g)].map((m) => m[1])),
    );
    expect(drawn.length).toBeGreaterThan(10);
    const text = await scrape();
    // The embedded database has no pool to draw.
    const expected = kind === 'pglite' ? ['db_pool_connections', 'db_pool_connections'] : [];
    expect(drawn.filter((name) => !new RegExp(`^${name}[ {]`, 'm').test(text))).toEqual(expected);
  });

  it('serves them on a port of their own, and not on the public one', async () => {
    const server = await startMetricsServer(registryOf(t.app), { port: 0, host: '127.0.0.1' });
    try {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(sample(await res.text(), 'registrations_stored_total', { channel: 'web' })).toBe(1);
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect((await t.app.inject('/metrics')).body).not.toContain('registrations_stored_total');
  });
});

describe('without METRICS_PORT', () => {
  it('collects nothing, and the app serves as before', async () => {
    const t = await createTestApp('pglite');
    try {
      expect(t.app.metrics).toBeNull();
      expect((await t.app.inject('/api/devices/908765401/FR/fr')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
