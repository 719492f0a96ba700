import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { webhookDeliveries, webhookEndpoints } from '../src/db/schema';
import { recordEvents, type NewEvent } from '../src/modules/events/record-event';
import type { Clock } from '../src/modules/webhooks/webhook-clock';
import type { Timers } from '../src/plugins/polling-worker';
import { startWebhookWorker } from '../src/modules/webhooks/webhook-worker';
import { isPrivateAddress, resolveTarget } from '../src/modules/webhooks/webhook-target';
import { endUserCommand } from './commands';
import { createTestApp, csrfHeaders, databaseKinds, type TestApp } from './test-app';
import { mintAccessToken, ownerClaims, staffHeaders } from './tokens';

const HOUR_MS = 60 * 60_000;

/** A clock the test moves on: days of retries in a second. */
class FakeClock implements Clock {
  private offset = 0;
  now = () => new Date(Date.now() + this.offset);
  advance(ms: number) {
    this.offset += ms;
  }
}

/** No poll timer: the test drains the worker when it wants deliveries to go out. */
const noTimers: Timers = { setInterval: () => ({}), clearInterval: () => undefined };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A local receiver whose answer the test sets; it keeps every request it got. */
async function startReceiver() {
  const received: Received[] = [];
  let answer = { status: 204, body: '' };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status: answer.status,
      });
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (status: number, body = '') => {
      answer = { status, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const verifierHeaders = (headers: IncomingHttpHeaders) => ({
  'webhook-id': String(headers['webhook-id']),
  'webhook-timestamp': String(headers['webhook-timestamp']),
  'webhook-signature': String(headers['webhook-signature']),
});

/** A delivery's body, read as the receiver would (its schema is checked in other tests). */
const bodyOf = (received: Received) =>
  JSON.parse(received.body) as { type: string; data: Record<string, unknown> };

const catalogEvent = (products: number): NewEvent => ({
  type: 'catalog.imported',
  payload: { products, devices: 0, incentives: 0 },
  personal: null,
});

describe.each(databaseKinds)('webhooks (%s)', (kind) => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let staff: Record<string, string>;
  const clock = new FakeClock();

  beforeAll(async () => {
    t = await createTestApp(
      kind,
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', METRICS_PORT: '9464' },
      { webhooks: { clock, timers: noTimers, random: () => 0.5, timeoutMs: 2_000 } },
    );
    receiver = await startReceiver();
    staff = await staffHeaders(t.app);
  });
  afterAll(async () => {
    await t.close();
    await receiver.close();
  });
  afterEach(async () => {
    receiver.answer(204);
    receiver.received.length = 0;
    // Each test starts with no endpoint: deliveries of the last one go with it.
    await t.app.database.db.delete(webhookEndpoints);
  });

  const createEndpoint = async (body: object) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/webhooks/endpoints',
      headers: staff,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ endpoint: { id: string; status: string }; secret: string }>();
  };
  const endpointRow = async (id: string) =>
    (await t.app.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];
  const record = (list: NewEvent[]) => recordEvents(t.app.database.db, list);
  const drain = () => t.app.webhookWorker.drain();

  it('signs registrations as Standard Webhooks says: the official verifier accepts them, a tampered body fails', async () => {
    const { endpoint, secret } = await createEndpoint({
      url: receiver.url(),
      eventTypes: ['registration.created', 'registration.confirmed'],
      description: 'CRM',
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const listed = await t.app.inject({ url: '/api/console/webhooks/endpoints', headers: staff });
    expect(listed.json<{ endpoints: object[] }>().endpoints).toEqual([
      expect.objectContaining({ id: endpoint.id, status: 'active', personalData: false }),
    ]);
    expect(listed.body).not.toContain(secret.slice(6));

    // A verified owner's registration holds the serial at once: created, then confirmed.
    const token = await mintAccessToken(t.app, {
      claims: { ...ownerClaims, email_verified: true },
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/100000021?locale=fr-FR',
      payload: endUserCommand('100000021'),
      headers: { ...csrfHeaders(), authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    await drain();

    expect(receiver.received.map((r) => bodyOf(r).type)).toEqual([
      'registration.created',
      'registration.confirmed',
    ]);
    const verifier = new Webhook(secret);
    for (const delivery of receiver.received) {
      const payload = verifier.verify(delivery.body, verifierHeaders(delivery.headers)) as {
        data: Record<string, unknown>;
      };
      expect(payload.data).toMatchObject({
        registrationId: res.json<{ registrationId: string }>().registrationId,
        serialNumber: '100000021',
        status: 'confirmed',
      });
      // No personal data: the endpoint was not allowed any.
      expect(delivery.body).not.toContain('owner@example.com');
      expect(payload.data).not.toHaveProperty('personal');
      const tampered = delivery.body.replace('100000021', '100000022');
      expect(() => verifier.verify(tampered, verifierHeaders(delivery.headers))).toThrow();
    }
    // Two events, two webhook-ids.
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(2);
  });

  it('sends personal data only to an endpoint allowed it', async () => {
    await createEndpoint({
      url: receiver.url(),
      eventTypes: ['registration.created'],
      personalData: true,
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/100000023?locale=fr-FR',
      payload: endUserCommand('100000023', 'lucie@example.com'),
      headers: csrfHeaders(),
    });
    expect(res.statusCode, res.body).toBe(201);
    await drain();
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
      type: 'registration.created',
      version: 1,
      data: {
        status: 'pending',
        personal: { endUser: { email: 'lucie@example.com', firstName: 'Claire' } },
      },
    });
  });

  it('signs with the old and the new secret during a rotation, then with the new one only', async () => {
    const { endpoint, secret: oldSecret } = await createEndpoint({
      url: receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/console/webhooks/endpoints/${endpoint.id}/rotate-secret`,
      headers: staff,
    });
    expect(rotated.statusCode).toBe(200);
    const { secret: newSecret } = rotated.json<{ secret: string }>();
    expect(newSecret).not.toBe(oldSecret);

    await record([catalogEvent(1)]);
    await drain();
    const [during] = receiver.received;
    if (!during) throw new Error('nothing delivered');
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [oldSecret, newSecret]) {
      expect(new Webhook(secret).verify(during.body, verifierHeaders(during.headers))).toEqual(
        JSON.parse(during.body),
      );
    }

    clock.advance(25 * HOUR_MS);
    await record([catalogEvent(2)]);
    await drain();
    const after = receiver.received[1];
    if (!after) throw new Error('nothing delivered after the overlap');
    // The fake clock moved on a day, past the verifier's 5-minute tolerance: the signature
    // is compared with the one the official library makes for the same message.
    const id = String(after.headers['webhook-id']);
    const at = new Date(Number(after.headers['webhook-timestamp']) * 1000);
    expect(after.headers['webhook-signature']).toBe(
      new Webhook(newSecret).sign(id, at, after.body),
    );
    expect(after.headers['webhook-signature']).not.toContain(
      new Webhook(oldSecret).sign(id, at, after.body).slice(3),
    );
  });

  it('gets every event to a receiver that was down for 6 hours, none lost, duplicates known by webhook-id', async () => {
    const { endpoint } = await createEndpoint({
      url: receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    receiver.answer(503, 'down for maintenance');
    const sent: NewEvent[] = [];
    // An event every 10 minutes while the receiver is down, 6 hours long.
    for (let minute = 0; minute < 6 * 60; minute += 10) {
      const event = catalogEvent(minute);
      sent.push(event);
      await record([event]);
      await drain();
      clock.advance(10 * 60_000);
    }
    // Tried while down, one request a round: the others of a failing receiver wait with it.
    expect(receiver.received.length).toBeGreaterThanOrEqual(sent.length);
    expect(receiver.received.every((r) => r.status === 503)).toBe(true);
    receiver.answer(200, 'ok');
    // Back: the retries (at most about 10 h apart by then) bring everything in.
    for (let hour = 0; hour < 24; hour++) {
      clock.advance(HOUR_MS);
      await drain();
    }
    const delivered = receiver.received.filter((r) => r.status === 200);
    const ids = delivered.map((r) => String(r.headers['webhook-id']));
    expect(new Set(ids).size).toBe(sent.length);
    expect(ids).toHaveLength(sent.length);
    const products = delivered.map((r) => Number(bodyOf(r).data.products));
    expect(products.sort((a, b) => a - b)).toEqual(sent.map((_, index) => index * 10));
    // Every retry of an event carried its webhook-id: a receiver recognises duplicates.
    const tried = new Set(receiver.received.map((r) => String(r.headers['webhook-id'])));
    expect(tried).toEqual(new Set(ids));
    const statuses = await t.app.database.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(statuses.every((row) => row.status === 'delivered')).toBe(true);
    expect((await endpointRow(endpoint.id))?.failingSince).toBeNull();
  });

  it('delivers each event once with two workers on the same database', async () => {
    await createEndpoint({ url: receiver.url(), eventTypes: ['catalog.imported'] });
    const count = 120;
    await record(Array.from({ length: count }, (_, index) => catalogEvent(index)));
    // A second replica: its own connection to the same database (PGlite has one connection).
    const other = t.config.databaseUrl
      ? await openDatabase({
          databaseUrl: t.config.databaseUrl,
          dataDir: t.config.dataDir,
          poolSize: 4,
        })
      : undefined;
    const second = startWebhookWorker(other?.db ?? t.app.database.db, t.app.log, {
      allowPrivateTargets: true,
      clock,
      timers: noTimers,
    });
    await Promise.all([drain(), second.drain(), drain(), second.drain()]);
    await second.stop();
    await other?.close();
    const ids = receiver.received.map((r) => String(r.headers['webhook-id']));
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });

  it('stops on 410 Gone: the endpoint is disabled and says why', async () => {
    const { endpoint } = await createEndpoint({
      url: receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    receiver.answer(410, 'gone');
    await record([catalogEvent(1), catalogEvent(2)]);
    await drain();
    // The first answer disabled it: the second delivery waits, unsent.
    expect(receiver.received).toHaveLength(1);
    const row = await endpointRow(endpoint.id);
    expect(row?.status).toBe('disabled');
    expect(row?.disabledReason).toContain('410');
    clock.advance(HOUR_MS);
    await record([catalogEvent(3)]);
    await drain();
    expect(receiver.received).toHaveLength(1);
  });

  it('disables an endpoint failing for 5 days', async () => {
    const { endpoint } = await createEndpoint({
      url: receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    receiver.answer(500, 'broken');
    for (
      let hour = 0;
      hour <= 5 * 24 + 12 && (await endpointRow(endpoint.id))?.status === 'active';
      hour += 6
    ) {
      await record([catalogEvent(hour)]);
      await drain();
      clock.advance(6 * HOUR_MS);
    }
    const row = await endpointRow(endpoint.id);
    expect(row?.status).toBe('disabled');
    expect(row?.disabledReason).toBe('Every delivery failed for 5 days.');
    const listed = await t.app.inject({ url: '/api/console/webhooks/endpoints', headers: staff });
    expect(listed.json()).toMatchObject({
      endpoints: [{ status: 'disabled', disabledReason: 'Every delivery failed for 5 days.' }],
    });
  });

  it('shows deliveries with status, duration and a kilobyte of the answer; resends one; recovers since a time', async () => {
    const { endpoint } = await createEndpoint({
      url: receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    receiver.answer(200, 'x'.repeat(5000));
    // Events carry the database's time, not the fake clock's.
    const since = new Date();
    await record([catalogEvent(1), catalogEvent(2)]);
    await drain();
    const listed = await t.app.inject({
      url: `/api/console/webhooks/endpoints/${endpoint.id}/deliveries?limit=10`,
      headers: staff,
    });
    expect(listed.statusCode).toBe(200);
    const { deliveries } = listed.json<{
      deliveries: {
        id: string;
        eventId: string;
        status: string;
        lastAttempt: { statusCode: number; durationMs: number; response: string };
      }[];
    }>();
    expect(deliveries).toHaveLength(2);
    for (const delivery of deliveries) {
      expect(delivery.status).toBe('delivered');
      expect(delivery.lastAttempt.statusCode).toBe(200);
      expect(delivery.lastAttempt.durationMs).toBeGreaterThanOrEqual(0);
      expect(delivery.lastAttempt.response).toHaveLength(1024);
    }
    const [first] = deliveries;
    if (!first) throw new Error('no delivery');
    const resend = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/webhooks/deliveries/${id}/resend`,
        headers: staff,
      });
    const toggle = (action: 'pause' | 'resume') =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/webhooks/endpoints/${endpoint.id}/${action}`,
        headers: staff,
      });
    // Paused, so the resent delivery stays queued: a second resend is refused meanwhile.
    await toggle('pause');
    expect((await resend(first.id)).statusCode).toBe(202);
    expect((await resend(first.id)).statusCode).toBe(409);
    await toggle('resume');
    await drain();
    expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      deliveries[1]?.eventId,
      first.eventId,
      first.eventId,
    ]);
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const recover = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/webhooks/endpoints/${endpoint.id}/recover`,
        headers: staff,
        payload: body,
      });
    const recovered = await recover({ since: since.toISOString() });
    expect(recovered.statusCode).toBe(200);
    // Both events again, and no older one (events before `since` are not this endpoint's).
    expect(recovered.json()).toEqual({ queued: 2 });
    await drain();
    expect(receiver.received).toHaveLength(5);
    const bad = await recover({ since: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'invalid_input',
      details: [expect.objectContaining({ path: 'body/since' })],
    });

    const metrics = await t.app.metrics?.registry.metrics();
    expect(metrics).toMatch(/webhook_attempts_total\{outcome="delivered"\} [1-9]/);
    expect(metrics).toContain('webhook_deliveries_pending 0');
    expect(metrics).toContain('webhook_oldest_undelivered_age_seconds 0');
  });

  it('pauses, resumes and deletes; refuses bad input with 4xx', async () => {
    const { endpoint } = await createEndpoint({
      url: receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    const post = (path: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/console/webhooks/endpoints/${path}`,
        headers: staff,
      });
    expect((await post(`${endpoint.id}/pause`)).json()).toMatchObject({ status: 'paused' });
    await record([catalogEvent(7)]);
    await drain();
    expect(receiver.received).toHaveLength(0);
    expect((await post(`${endpoint.id}/resume`)).json()).toMatchObject({ status: 'active' });
    await drain();
    expect(receiver.received).toHaveLength(1);
    // Paused longer than the retry span: on resume, what waited gets 3 days from then.
    await post(`${endpoint.id}/pause`);
    await record([catalogEvent(8)]);
    clock.advance(4 * 24 * HOUR_MS);
    receiver.answer(500);
    await post(`${endpoint.id}/resume`);
    await drain();
    const [waiting] = await t.app.database.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(desc(webhookDeliveries.eventSeq));
    expect(waiting?.status).toBe('pending');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/console/webhooks/endpoints/${endpoint.id}`,
      headers: staff,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await post(`${endpoint.id}/pause`)).statusCode).toBe(404);
    expect((await post('not-an-id/pause')).statusCode).toBe(404);
    for (const payload of [
      { url: 'ftp://example.com/x', eventTypes: ['catalog.imported'] },
      { url: receiver.url(), eventTypes: [] },
      { url: receiver.url(), eventTypes: ['registration.exploded'] },
      { url: 'https://user:pw@example.com/', eventTypes: ['catalog.imported'] },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/console/webhooks/endpoints',
        headers: staff,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
});

describe('server-side request forgery guard', () => {
  it('refuses loopback, private and link-local targets unless allowed', async () => {
    for (const url of [
      'http://127.0.0.1/hook',
      'http://10.1.2.3/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://192.168.1.1/',
      'http://localhost:8080/',
    ]) {
      await expect(resolveTarget(url, false), url).rejects.toThrow(
        /private, loopback or link-local/,
      );
      await expect(resolveTarget(url, true), url).resolves.toMatchObject({});
    }
    expect(isPrivateAddress('93.184.215.14')).toBe(false);
    expect(isPrivateAddress('2606:2800:21f:cb07:6820:80da:af6b:8b2c')).toBe(false);
    await expect(resolveTarget('http://93.184.215.14/hook', false)).resolves.toMatchObject({
      address: '93.184.215.14',
    });
  });

  it('refuses to add an endpoint on our own network when private targets are not allowed', async () => {
    const t = await createTestApp('pglite');
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/console/webhooks/endpoints',
        headers: await staffHeaders(t.app),
        payload: { url: 'http://169.254.169.254/', eventTypes: ['catalog.imported'] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'webhook_target_refused' });
    } finally {
      await t.close();
    }
  });
});
