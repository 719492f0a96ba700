import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { webhookDeliveries } from '../src/db/schema';
import type { NewEvent } from '../src/modules/events/record-event';
import { startWebhookWorker } from '../src/modules/webhooks/webhook-worker';
import { endUserCommand } from './commands';
import { csrfHeaders, databaseKinds } from './test-app';
import { mintAccessToken, ownerClaims } from './tokens';
import {
  bodyOf,
  catalogEvent,
  HOUR_MS,
  noTimers,
  useWebhookApp,
  verifierHeaders,
} from './webhook-app';

describe.each(databaseKinds)('webhooks (%s)', (kind) => {
  const h = useWebhookApp(kind);
  const { clock, createEndpoint, endpointRow, record, drain } = h;

  it('signs registrations as Standard Webhooks says: the official verifier accepts them, a tampered body fails', async () => {
    const { endpoint, secret } = await createEndpoint({
      url: h.receiver.url(),
      eventTypes: ['registration.created', 'registration.confirmed'],
      description: 'CRM',
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const listed = await h.t.app.inject({
      url: '/api/console/webhooks/endpoints',
      headers: h.staff,
    });
    expect(listed.json<{ endpoints: object[] }>().endpoints).toEqual([
      expect.objectContaining({ id: endpoint.id, status: 'active', personalData: false }),
    ]);
    expect(listed.body).not.toContain(secret.slice(6));

    // A verified owner's registration holds the serial at once: created, then confirmed.
    const token = await mintAccessToken(h.t.app, {
      claims: { ...ownerClaims, email_verified: true },
    });
    const res = await h.t.app.inject({
      method: 'PUT',
      url: '/api/100000021?locale=fr-FR',
      payload: endUserCommand('100000021'),
      headers: { ...csrfHeaders(), authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    await drain();

    expect(h.receiver.received.map((r) => bodyOf(r).type)).toEqual([
      'registration.created',
      'registration.confirmed',
    ]);
    const verifier = new Webhook(secret);
    for (const delivery of h.receiver.received) {
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
    expect(new Set(h.receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(2);
  });

  it('sends personal data only to an endpoint allowed it', async () => {
    await createEndpoint({
      url: h.receiver.url(),
      eventTypes: ['registration.created'],
      personalData: true,
    });
    const res = await h.t.app.inject({
      method: 'PUT',
      url: '/api/100000023?locale=fr-FR',
      payload: endUserCommand('100000023', 'lucie@example.com'),
      headers: csrfHeaders(),
    });
    expect(res.statusCode, res.body).toBe(201);
    await drain();
    expect(h.receiver.received).toHaveLength(1);
    expect(JSON.parse(h.receiver.received[0]?.body ?? '{}')).toMatchObject({
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
      url: h.receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    const rotated = await h.t.app.inject({
      method: 'POST',
      url: `/api/console/webhooks/endpoints/${endpoint.id}/rotate-secret`,
      headers: h.staff,
    });
    expect(rotated.statusCode).toBe(200);
    const { secret: newSecret } = rotated.json<{ secret: string }>();
    expect(newSecret).not.toBe(oldSecret);

    await record([catalogEvent(1)]);
    await drain();
    const [during] = h.receiver.received;
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
    const after = h.receiver.received[1];
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
      url: h.receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    h.receiver.answer(503, 'down for maintenance');
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
    expect(h.receiver.received.length).toBeGreaterThanOrEqual(sent.length);
    expect(h.receiver.received.every((r) => r.status === 503)).toBe(true);
    h.receiver.answer(200, 'ok');
    // Back: the retries (at most about 10 h apart by then) bring everything in.
    for (let hour = 0; hour < 24; hour++) {
      clock.advance(HOUR_MS);
      await drain();
    }
    const delivered = h.receiver.received.filter((r) => r.status === 200);
    const ids = delivered.map((r) => String(r.headers['webhook-id']));
    expect(new Set(ids).size).toBe(sent.length);
    expect(ids).toHaveLength(sent.length);
    const products = delivered.map((r) => Number(bodyOf(r).data.products));
    expect(products.sort((a, b) => a - b)).toEqual(sent.map((_, index) => index * 10));
    // Every retry of an event carried its webhook-id: a receiver recognises duplicates.
    const tried = new Set(h.receiver.received.map((r) => String(r.headers['webhook-id'])));
    expect(tried).toEqual(new Set(ids));
    const statuses = await h.t.app.database.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    expect(statuses.every((row) => row.status === 'delivered')).toBe(true);
    expect((await endpointRow(endpoint.id))?.failingSince).toBeNull();
  });

  it('delivers each event once with two workers on the same database', async () => {
    await createEndpoint({ url: h.receiver.url(), eventTypes: ['catalog.imported'] });
    const count = 120;
    await record(Array.from({ length: count }, (_, index) => catalogEvent(index)));
    // A second replica: its own connection to the same database (PGlite has one connection).
    const other = h.t.config.databaseUrl
      ? await openDatabase({
          databaseUrl: h.t.config.databaseUrl,
          dataDir: h.t.config.dataDir,
          poolSize: 4,
        })
      : undefined;
    const second = startWebhookWorker(other?.db ?? h.t.app.database.db, h.t.app.log, {
      allowPrivateTargets: true,
      clock,
      timers: noTimers,
    });
    await Promise.all([drain(), second.drain(), drain(), second.drain()]);
    await second.stop();
    await other?.close();
    const ids = h.receiver.received.map((r) => String(r.headers['webhook-id']));
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
  });

  it('stops on 410 Gone: the endpoint is disabled and says why', async () => {
    const { endpoint } = await createEndpoint({
      url: h.receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    h.receiver.answer(410, 'gone');
    await record([catalogEvent(1), catalogEvent(2)]);
    await drain();
    // The first answer disabled it: the second delivery waits, unsent.
    expect(h.receiver.received).toHaveLength(1);
    const row = await endpointRow(endpoint.id);
    expect(row?.status).toBe('disabled');
    expect(row?.disabledReason).toContain('410');
    clock.advance(HOUR_MS);
    await record([catalogEvent(3)]);
    await drain();
    expect(h.receiver.received).toHaveLength(1);
  });

  it('disables an endpoint failing for 5 days', async () => {
    const { endpoint } = await createEndpoint({
      url: h.receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    h.receiver.answer(500, 'broken');
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
    const listed = await h.t.app.inject({
      url: '/api/console/webhooks/endpoints',
      headers: h.staff,
    });
    expect(listed.json()).toMatchObject({
      endpoints: [{ status: 'disabled', disabledReason: 'Every delivery failed for 5 days.' }],
    });
  });
});
