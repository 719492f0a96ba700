import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Funnel } from '@pr/contracts';
import { devices, funnelDaily, registrations } from '../src/db/schema';
import { countLapsedLinks } from '../src/modules/funnel/funnel-report';
import { clientBearer, createApiClientAs } from './api-client-requests';
import { batchCommand, endUserCommand, installerCommand } from './commands';
import { confirmationLinkIn, mailsTo, pressConfirm } from './outbox';
import { UNLIMITED_REGISTRATIONS } from './registration-requests';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { approvedCompany, installerClaims, mintAccessToken, useCaller } from './tokens';

// Demo catalog: Aura 600 has GTIN 04012345100013; 908765401 is an Aura 600.
const AURA_GTIN = '04012345100013';
const today = () => new Date().toISOString().slice(0, 10);

describe.each(databaseKinds)('the registration funnel on %s', (kind) => {
  const t = useTestApp(kind, {
    ...UNLIMITED_REGISTRATIONS,
    LOOKUP_RATE_LIMIT_PER_MINUTE: '1000',
    TELEMETRY_RATE_LIMIT_PER_MINUTE: '30',
  });
  const staff = useCaller(t);
  let aura: string;
  beforeAll(async () => {
    const [device] = await t.app.database.db
      .select({ model: devices.productModel })
      .from(devices)
      .where(eq(devices.serialNumber, '908765401'));
    aura = device?.model ?? '';
  });

  /** The funnel of a filter, once the counts waiting in memory are written. */
  const funnel = async (query = '') => {
    await t.app.funnelCounter.flush();
    const res = await t.app.inject({ url: `/api/console/funnel?${query}`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Funnel>();
  };
  const bar = (report: Funnel, stage: string, step: number | null = null) =>
    report.bars.find((entry) => entry.stage === stage && entry.step === step)?.count;
  const rows = () => t.app.database.db.select().from(funnelDaily);

  it('counts a QR code opened through a GS1 Digital Link, and no linkset request', async () => {
    const before = await funnel();
    const res = await t.app.inject({
      url: `/01/${AURA_GTIN}/21/908765401`,
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(res.statusCode).toBe(307);
    await t.app.inject({ url: `/01/${AURA_GTIN}?linkType=all` });
    const after = await funnel(`locale=fr-FR&productModel=${encodeURIComponent(aura)}`);
    expect(after.qrViaGs1).toBe((before.qrViaGs1 ?? 0) + 1);
    const [row] = (await rows()).filter((entry) => entry.channel === 'gs1');
    expect(row).toMatchObject({
      stage: 'qr_opened',
      locale: 'fr-FR',
      productModel: aura,
      count: 1,
    });
  });

  it('counts a look-up that found the serial (with its product), not one that did not', async () => {
    const found = await t.app.inject({ url: '/api/devices/908765401/FR/fr' });
    expect(found.statusCode).toBe(200);
    await t.app.inject({ url: '/api/devices/999999999/FR/fr' });
    const report = await funnel(`productModel=${encodeURIComponent(aura)}`);
    expect(report.lookupsFound).toBe(1);
    // With a channel filter it has no figure: nobody has said who they are yet.
    expect((await funnel('channel=end_user')).lookupsFound).toBeNull();
  });

  it('counts the steps the beacons report, and refuses bad reports with a 400', async () => {
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/telemetry/funnel-step',
        headers: csrfHeaders(),
        payload: payload as object,
      });
    expect(
      (await post({ flow: 'user', step: 2, locale: 'fr-FR', serialNumber: '908765401' }))
        .statusCode,
    ).toBe(204);
    expect((await post({ flow: 'installer', step: 3, locale: 'de-DE' })).statusCode).toBe(204);
    for (const bad of [
      { flow: 'user', step: 6, locale: 'fr-FR' },
      { flow: 'bulk', step: 2, locale: 'fr-FR' },
      { flow: 'user', step: 2, locale: 'xx-YY' },
      { flow: 'user', step: 2, locale: 'fr-FR', serialNumber: 'abc' },
      { flow: 'user', step: 2, locale: 'fr-FR', email: 'claire@example.com' },
    ]) {
      const res = await post(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const report = await funnel();
    expect(bar(report, 'step_reached', 2)).toBe(1);
    expect(bar(report, 'step_reached', 3)).toBe(1);
    expect(bar(await funnel('channel=installer'), 'step_reached', 2)).toBe(0);
    expect(bar(await funnel('channel=installer&locale=de-DE'), 'step_reached', 3)).toBe(1);
    // The serial found its product and was forgotten: nothing but counters is stored.
    const stored = (await rows()).find((row) => row.stage === 'step_reached' && row.step === 2);
    expect(stored).toEqual({
      day: today(),
      stage: 'step_reached',
      channel: 'end_user',
      locale: 'fr-FR',
      productModel: aura,
      step: 2,
      count: 1,
    });
    expect(JSON.stringify(await rows())).not.toContain('908765401');
  });

  it('counts registrations submitted and confirmed, per channel', async () => {
    const put = (serial: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/${serial}?locale=fr-FR`,
        payload,
        headers: { ...csrfHeaders(), ...headers },
      });
    expect((await put('908765401', endUserCommand('908765401', 'f@example.com'))).statusCode).toBe(
      201,
    );
    let report = await funnel('channel=end_user');
    expect([bar(report, 'submitted'), bar(report, 'confirmed')]).toEqual([1, 0]);
    const [mail] = await mailsTo(t, 'f@example.com');
    expect((await pressConfirm(t, confirmationLinkIn(mail))).statusCode).toBe(200);
    report = await funnel('channel=end_user');
    expect([bar(report, 'submitted'), bar(report, 'confirmed')]).toEqual([1, 1]);

    const installer = {
      authorization: `Bearer ${await mintAccessToken(t.app, {
        claims: { ...installerClaims, email_verified: true },
        subject: 'funnel-installer',
      })}`,
    };
    expect((await put('100000060', installerCommand('100000060'), installer)).statusCode).toBe(201);
    report = await funnel('channel=installer');
    expect([bar(report, 'submitted'), bar(report, 'confirmed')]).toEqual([1, 1]);

    const batch = await t.app.inject({
      method: 'PUT',
      url: '/api/devices/batch?locale=fr-FR',
      payload: batchCommand(['100000061', '100000062']),
      headers: { ...csrfHeaders(), ...installer, 'idempotency-key': 'funnel-batch-0001' },
    });
    expect(batch.statusCode, batch.body).toBe(201);
    report = await funnel('channel=bulk');
    // A batch passes no step: beside the chain, not in it.
    expect(report.withoutSteps).toEqual({ submitted: 2, confirmed: 2 });
    expect(bar(report, 'submitted')).toBe(0);

    const companyId = await approvedCompany(t.app, 'Dubois Chauffage SARL', null, 'funnel:api');
    const client = await createApiClientAs(t.app, staff, {
      name: 'ERP funnel',
      companyId,
      scopes: ['registrations:write'],
    });
    const viaApi = await t.app.inject({
      method: 'PUT',
      url: '/api/100000063?locale=fr-FR',
      payload: installerCommand('100000063'),
      headers: { authorization: await clientBearer(t.app, client) },
    });
    expect(viaApi.statusCode, viaApi.body).toBe(201);
    report = await funnel('channel=api');
    expect(report.withoutSteps.submitted).toBe(1);
    // Without a channel filter, every channel together; the chain has the two flows.
    report = await funnel();
    expect(report.registrations.submitted).toBe(5);
    expect(bar(report, 'submitted')).toBe(2);
  });

  it('counts a confirmation on the day its registration was submitted (issue 48)', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/100000065?locale=it-IT',
      payload: endUserCommand('100000065', 'slow@example.com'),
      headers: csrfHeaders(),
    });
    // Submitted three days ago, confirmed today.
    const submitted = new Date(Date.now() - 3 * 86_400_000);
    await t.app.database.db
      .update(registrations)
      .set({ createdAt: submitted })
      .where(eq(registrations.serialNumber, '100000065'));
    const [mail] = await mailsTo(t, 'slow@example.com');
    expect((await pressConfirm(t, confirmationLinkIn(mail))).statusCode).toBe(200);
    const confirmed = (await rows()).filter(
      (row) => row.stage === 'confirmed' && row.locale === 'it-IT',
    );
    expect(confirmed.map((row) => [row.day, row.count])).toEqual([
      [submitted.toISOString().slice(0, 10), 1],
    ]);
  });

  it('counts the confirmation links that lapsed, recounted rather than added', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/100000064?locale=de-DE',
      payload: endUserCommand('100000064', 'late@example.com'),
      headers: csrfHeaders(),
    });
    const [pending] = await t.app.database.db
      .select({ expiresAt: registrations.expiresAt })
      .from(registrations)
      .where(eq(registrations.serialNumber, '100000064'));
    const later = new Date((pending?.expiresAt ?? new Date()).getTime() + 60_000);
    await countLapsedLinks(t.app.database.db, later);
    await countLapsedLinks(t.app.database.db, later);
    const day = later.toISOString().slice(0, 10);
    const report = await funnel(`from=${today()}&to=${day}&locale=de-DE`);
    expect(report.deadlineMissed).toBe(1);
  });

  it('filters by period and exports the daily rows as CSV', async () => {
    const old = await funnel('from=2020-01-01&to=2020-01-31');
    expect(old.bars.every((entry) => entry.count === 0)).toBe(true);
    const bad = await t.app.inject({
      url: '/api/console/funnel?from=2026-02-01&to=2026-01-01',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
    const res = await t.app.inject({
      url: '/api/console/funnel/export?channel=bulk',
      headers: staff,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('"day","stage","step","channel","locale","product","count"');
    expect(lines.slice(1).every((line) => line.includes('"bulk"'))).toBe(true);
    expect(lines.slice(1).some((line) => line.includes('"submitted"'))).toBe(true);
  });

  it('rate-limits the step reports per caller', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 32; n += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/telemetry/funnel-step',
        headers: { ...csrfHeaders(), 'x-forwarded-for': '203.0.113.9' },
        remoteAddress: '203.0.113.9',
        payload: { flow: 'user', step: 1, locale: 'fr-FR' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toContain(429);
    expect(statuses).not.toContain(500);
  });
});
