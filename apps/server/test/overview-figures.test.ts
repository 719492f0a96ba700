import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNNEL_SKIPPABLE_STEPS, type Funnel } from '@pr/contracts';
import type { ConsoleOverview } from '@pr/contracts/console';
import { batchCommand, endUserCommand, installerCommand } from './commands';
import { confirmationLinkIn, mailsTo, pressConfirm } from './outbox';
import { registrationRequests, UNLIMITED_REGISTRATIONS } from './registration-requests';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { installerClaims, ownerClaims, useCaller } from './tokens';

// Demo catalog: Aura 600 has GTIN 04012345100013; 908765401 is an Aura 600.
const AURA_GTIN = '04012345100013';

/**
 * Issue 48: the overview's figures agree and none exceeds what it is a part of. Known visits
 * go through the real paths (QR pages, the GS1 resolver, look-ups, step beacons,
 * registrations, a confirmation link, a batch); then the overview and the funnel of its
 * period are read.
 */
describe.each(databaseKinds)('the overview’s figures agree (%s)', (kind) => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'pr-dist-'));
  beforeAll(() => {
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>spa</title>');
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  const t = useTestApp(kind, {
    ...UNLIMITED_REGISTRATIONS,
    WEB_DIST_DIR: distDir,
    LOOKUP_RATE_LIMIT_PER_MINUTE: '1000',
    TELEMETRY_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const staff = useCaller(t);

  const page = (url: string, client: string) => t.app.inject({ url, remoteAddress: client });
  const beacon = (flow: 'user' | 'installer', steps: number[], serialNumber: string) =>
    Promise.all(
      steps.map((step) =>
        t.app.inject({
          method: 'POST',
          url: '/api/telemetry/funnel-step',
          headers: csrfHeaders(),
          payload: { flow, step, locale: 'fr-FR', serialNumber },
        }),
      ),
    );
  const { put, bearer } = registrationRequests(() => t);

  beforeAll(async () => {
    // Ways in: a GS1 scan and its page; a rating plate's deep link; a GS1 link without a
    // serial; a serial looked up three times (a reload, a retyped number).
    const gs1 = await page(`/01/${AURA_GTIN}/21/908765401`, '198.51.100.1');
    await page(String(gs1.headers.location), '198.51.100.1');
    await page('/fr-FR/users/register/step/1?serialNumber=100000050', '198.51.100.2');
    await page(`/01/${AURA_GTIN}`, '198.51.100.3');
    for (let again = 0; again < 3; again++) {
      await t.app.inject({ url: '/api/devices/908765401/FR/fr' });
    }

    // Four visits of the flows; the signed-in owner skips step 4, as the app sends it on.
    await beacon('user', [1, 2, 3, 4, 5], '908765401');
    await beacon('user', [1, 2, 3, 4, 5], '100000050');
    await beacon('user', [1, 2, 3, 5], '100000051');
    await beacon('installer', [1, 2, 3, 4, 5], '100000060');
    expect((await put('908765401', endUserCommand('908765401', 'a@example.com'))).statusCode).toBe(
      201,
    );
    expect((await put('100000050', endUserCommand('100000050', 'b@example.com'))).statusCode).toBe(
      201,
    );
    const owner = await bearer(ownerClaims, 'owner-48');
    expect((await put('100000051', endUserCommand('100000051'), owner)).statusCode).toBe(201);
    const installer = await bearer({ ...installerClaims, email_verified: true }, 'installer-48');
    expect((await put('100000060', installerCommand('100000060'), installer)).statusCode).toBe(201);
    const [mail] = await mailsTo(t, 'a@example.com');
    expect((await pressConfirm(t, confirmationLinkIn(mail))).statusCode).toBe(200);
    // A batch passes no step.
    const batch = await put('devices/batch', batchCommand(['100000061', '100000062']), {
      ...installer,
      'idempotency-key': 'figures-batch-0001',
    });
    expect(batch.statusCode, batch.body).toBe(201);
    await t.app.funnelCounter.flush();
  });

  it('has a chain that never grows, parts within their totals, and one confirmation count', async () => {
    const overview = await t.app.inject({ url: '/api/console/overview', headers: staff });
    expect(overview.statusCode).toBe(200);
    const { confirmation } = overview.json<ConsoleOverview>();
    const res = await t.app.inject({
      url: `/api/console/funnel?from=${confirmation.from}&to=${confirmation.to}`,
      headers: staff,
    });
    expect(res.statusCode, res.body).toBe(200);
    const funnel = res.json<Funnel>();

    // The known figures.
    expect(funnel.bars.map((bar) => bar.count)).toEqual([4, 4, 4, 3, 4, 4, 3]);
    expect([funnel.qrOpened, funnel.qrViaGs1, funnel.lookupsFound]).toEqual([3, 2, 3]);
    expect(funnel.withoutSteps).toEqual({ submitted: 2, confirmed: 2 });
    expect(funnel.registrations).toEqual({ submitted: 6, confirmed: 5 });

    // Each stage of the chain at most the last one every visit passes before it.
    let previous: number | null = null;
    for (const bar of funnel.bars) {
      if (previous !== null) expect(bar.count).toBeLessThanOrEqual(previous);
      if (!bar.skippable) previous = bar.count;
    }
    expect(funnel.bars.filter((bar) => bar.skippable).map((bar) => bar.step)).toEqual([
      ...FUNNEL_SKIPPABLE_STEPS,
    ]);
    // Parts within their totals.
    expect(funnel.qrViaGs1 ?? 0).toBeLessThanOrEqual(funnel.qrOpened ?? 0);
    expect(funnel.withoutSteps.submitted).toBeLessThanOrEqual(funnel.registrations.submitted);
    expect(funnel.registrations.confirmed).toBeLessThanOrEqual(funnel.registrations.submitted);
    // The headline and the funnel of the same period say the same.
    expect(confirmation).toMatchObject(funnel.registrations);
    expect(confirmation.rate).toBe(5 / 6);
  });
});
