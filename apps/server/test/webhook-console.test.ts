import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { webhookDeliveries } from '../src/db/schema';
import {
  isPrivateAddress,
  resolveTarget,
  TargetRefused,
} from '../src/modules/webhooks/webhook-target';
import { createTestApp, databaseKinds } from './test-app';
import { staffHeaders } from './tokens';
import { catalogEvent, HOUR_MS, useWebhookApp } from './webhook-app';

describe.each(databaseKinds)('webhooks in the console (%s)', (kind) => {
  const h = useWebhookApp(kind);
  const { clock, createEndpoint, record, drain } = h;

  it('shows deliveries with status, duration and a kilobyte of the answer; resends one; recovers since a time', async () => {
    const { endpoint } = await createEndpoint({
      url: h.receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    h.receiver.answer(200, 'x'.repeat(5000));
    // Events carry the database's time, not the fake clock's.
    const since = new Date();
    await record([catalogEvent(1), catalogEvent(2)]);
    await drain();
    const listed = await h.t.app.inject({
      url: `/api/console/webhooks/endpoints/${endpoint.id}/deliveries?limit=10`,
      headers: h.staff,
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
      h.t.app.inject({
        method: 'POST',
        url: `/api/console/webhooks/deliveries/${id}/resend`,
        headers: h.staff,
      });
    const toggle = (action: 'pause' | 'resume') =>
      h.t.app.inject({
        method: 'POST',
        url: `/api/console/webhooks/endpoints/${endpoint.id}/${action}`,
        headers: h.staff,
      });
    // Paused, so the resent delivery stays queued: a second resend is refused meanwhile.
    await toggle('pause');
    expect((await resend(first.id)).statusCode).toBe(202);
    expect((await resend(first.id)).statusCode).toBe(409);
    await toggle('resume');
    await drain();
    expect(h.receiver.received.map((r) => r.headers['webhook-id'])).toEqual([
      deliveries[1]?.eventId,
      first.eventId,
      first.eventId,
    ]);
    expect((await resend('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const recover = (body: object) =>
      h.t.app.inject({
        method: 'POST',
        url: `/api/console/webhooks/endpoints/${endpoint.id}/recover`,
        headers: h.staff,
        payload: body,
      });
    const recovered = await recover({ since: since.toISOString() });
    expect(recovered.statusCode).toBe(200);
    // Both events again, and no older one (events before `since` are not this endpoint's).
    expect(recovered.json()).toEqual({ queued: 2 });
    await drain();
    expect(h.receiver.received).toHaveLength(5);
    const bad = await recover({ since: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'invalid_input',
      details: [expect.objectContaining({ path: 'body/since' })],
    });

    const metrics = await h.t.app.metrics?.registry.metrics();
    expect(metrics).toMatch(/webhook_attempts_total\{outcome="delivered"\} [1-9]/);
    expect(metrics).toContain('webhook_deliveries_pending 0');
    expect(metrics).toContain('webhook_oldest_undelivered_age_seconds 0');
  });

  it('pauses, resumes and deletes; refuses bad input with 4xx', async () => {
    const { endpoint } = await createEndpoint({
      url: h.receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    const post = (path: string) =>
      h.t.app.inject({
        method: 'POST',
        url: `/api/console/webhooks/endpoints/${path}`,
        headers: h.staff,
      });
    expect((await post(`${endpoint.id}/pause`)).json()).toMatchObject({ status: 'paused' });
    await record([catalogEvent(7)]);
    await drain();
    expect(h.receiver.received).toHaveLength(0);
    expect((await post(`${endpoint.id}/resume`)).json()).toMatchObject({ status: 'active' });
    await drain();
    expect(h.receiver.received).toHaveLength(1);
    // Paused longer than the retry span: on resume, what waited gets 3 days from then.
    await post(`${endpoint.id}/pause`);
    await record([catalogEvent(8)]);
    clock.advance(4 * 24 * HOUR_MS);
    h.receiver.answer(500);
    await post(`${endpoint.id}/resume`);
    await drain();
    const [waiting] = await h.t.app.database.db
      .select({ status: webhookDeliveries.status })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id))
      .orderBy(desc(webhookDeliveries.eventSeq));
    expect(waiting?.status).toBe('pending');
    const deleted = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/console/webhooks/endpoints/${endpoint.id}`,
      headers: h.staff,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await post(`${endpoint.id}/pause`)).statusCode).toBe(404);
    expect((await post('not-an-id/pause')).statusCode).toBe(404);
    for (const payload of [
      { url: 'ftp://example.com/x', eventTypes: ['catalog.imported'] },
      { url: h.receiver.url(), eventTypes: [] },
      { url: h.receiver.url(), eventTypes: ['registration.exploded'] },
      { url: 'https://user:pw@example.com/', eventTypes: ['catalog.imported'] },
      // The scheme's spelling hid the user from a pattern (issue 46).
      { url: 'HTTP://user:secret@example.com/', eventTypes: ['catalog.imported'] },
      { url: 'Https://user:secret@example.com/', eventTypes: ['catalog.imported'] },
    ]) {
      const res = await h.t.app.inject({
        method: 'POST',
        url: '/api/console/webhooks/endpoints',
        headers: h.staff,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });
  it('records every change staff make to endpoints and deliveries in the audit log', async () => {
    const { endpoint } = await createEndpoint({
      url: h.receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    await record([catalogEvent(1)]);
    await drain();
    const post = (path: string, payload?: object) =>
      h.t.app.inject({
        method: 'POST',
        url: `/api/console/webhooks/${path}`,
        headers: h.staff,
        ...(payload ? { payload } : {}),
      });
    const [delivery] = await h.t.app.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    if (!delivery) throw new Error('no delivery');
    for (const path of ['rotate-secret', 'pause', 'resume']) {
      expect((await post(`endpoints/${endpoint.id}/${path}`)).statusCode).toBe(200);
    }
    expect((await post(`deliveries/${delivery.id}/resend`)).statusCode).toBe(202);
    const since = new Date(Date.now() - HOUR_MS).toISOString();
    expect((await post(`endpoints/${endpoint.id}/recover`, { since })).statusCode).toBe(200);
    const deleted = await h.t.app.inject({
      method: 'DELETE',
      url: `/api/console/webhooks/endpoints/${endpoint.id}`,
      headers: h.staff,
    });
    expect(deleted.statusCode).toBe(204);
    // A refused change leaves no entry.
    expect((await post(`endpoints/${endpoint.id}/pause`)).statusCode).toBe(404);

    const audit = await h.t.app.inject({ url: '/api/console/audit?limit=50', headers: h.staff });
    const entries = audit
      .json<{
        items: { action: string; actor: string; targetId: string; reason: string | null }[];
      }>()
      .items.filter((entry) => [endpoint.id, delivery.id].includes(entry.targetId))
      .reverse();
    expect(entries.map((entry) => [entry.action, entry.targetId])).toEqual([
      ['webhook_create', endpoint.id],
      ['webhook_rotate', endpoint.id],
      ['webhook_pause', endpoint.id],
      ['webhook_resume', endpoint.id],
      ['webhook_resend', delivery.id],
      ['webhook_recover', endpoint.id],
      ['webhook_delete', endpoint.id],
    ]);
    expect(entries.every((entry) => entry.actor === 'staff@example.com')).toBe(true);
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

  it('refuses the special-purpose ranges: NAT64 local, 6to4, Teredo, IPv4-compatible, documentation', async () => {
    for (const address of [
      '64:ff9b:1::a00:1',
      '2002:7f00:1::1',
      '2002:a9fe:a9fe::',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2',
      '::127.0.0.1',
      '::a9fe:a9fe',
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.200',
      '2001:db8::1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
      await expect(
        resolveTarget(`http://[${address}]/`.replace(/\[(\d+\.\d+\.\d+\.\d+)\]/, '$1'), false),
        address,
      ).rejects.toThrow(TargetRefused);
    }
    // Global unicast beside them stays reachable.
    for (const address of ['2001:4860:4860::8888', '64:ff9b:2::1', '192.0.3.1', '203.0.114.1']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
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
