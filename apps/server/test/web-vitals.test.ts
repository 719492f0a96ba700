import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleOverview } from '@pr/contracts/console';
import type { ApiErrorBody, RuntimeConfig } from '@pr/contracts';
import { webVitalReports } from '../src/db/schema';
import {
  deleteOldWebVitals,
  recordWebVitals,
  webVitalsOverview,
} from '../src/modules/telemetry/web-vitals';
import { csrfHeaders, databaseKinds, openTestDatabase, useTestApp } from './test-app';
import { staffHeaders } from './tokens';

const DAY_MS = 86_400_000;
const OTHER_CLIENT = '198.51.100.20';

describe('web vitals reports over HTTP', () => {
  const t = useTestApp('pglite', {
    WEB_VITALS_SAMPLE_RATE: '0.25',
    TELEMETRY_RATE_LIMIT_PER_MINUTE: '12',
  });

  const report = (payload: unknown, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      remoteAddress,
      method: 'POST',
      url: '/api/telemetry/web-vitals',
      payload: payload as Record<string, unknown>,
      headers: csrfHeaders(),
    });

  it('tells the browser which share of page views to sample', async () => {
    const res = await t.app.inject('/api/config');
    expect(res.json<RuntimeConfig>().webVitalsSampleRate).toBe(0.25);
  });

  it('stores sampled reports and shows their 75th percentile per page in the console overview', async () => {
    for (const lcp of [1000, 2000, 3000, 4000, 5000]) {
      expect(
        (
          await report({
            page: '/',
            metrics: [
              { name: 'LCP', value: lcp },
              { name: 'CLS', value: 0.02 },
            ],
          })
        ).statusCode,
      ).toBe(204);
    }
    await report({ page: '/users/register/step/1', metrics: [{ name: 'INP', value: 120 }] });
    // A deep link's page is its pattern, parameters named as the router names them.
    const deepLink = await report({
      page: '/products/:serialNumber/:code',
      metrics: [{ name: 'LCP', value: 900 }],
    });
    expect(deepLink.statusCode).toBe(204);

    const res = await t.app.inject({
      url: '/api/console/overview',
      headers: await staffHeaders(t.app),
    });
    const { webVitals } = res.json<ConsoleOverview>();
    expect(webVitals).toEqual([
      {
        page: '/',
        samples: 5,
        p75: { LCP: 4000, INP: null, CLS: 0.02 },
        reports: { LCP: 5, INP: 0, CLS: 5 },
      },
      {
        page: '/products/:serialNumber/:code',
        samples: 1,
        p75: { LCP: 900, INP: null, CLS: null },
        reports: { LCP: 1, INP: 0, CLS: 0 },
      },
      {
        page: '/users/register/step/1',
        samples: 1,
        p75: { LCP: null, INP: 120, CLS: null },
        reports: { LCP: 0, INP: 1, CLS: 0 },
      },
    ]);
  });

  it('refuses a URL in place of a route pattern, so no serial number is stored', async () => {
    const res = await report({
      page: '/fr-FR/products/908765401/ABC?token=x',
      metrics: [{ name: 'LCP', value: 1200 }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_input' });
  });

  it('refuses a page the web app does not have and an implausible value, saying which', async () => {
    // A client of its own: the tests above spent most of the default one's rate limit.
    const probe = await report(
      { page: '/wp-login', metrics: [{ name: 'LCP', value: 1200 }] },
      OTHER_CLIENT,
    );
    expect(probe.statusCode).toBe(400);
    expect(probe.json<ApiErrorBody>()).toEqual({
      code: 'invalid_input',
      message: 'The request is invalid.',
      details: [
        {
          path: 'body/page',
          message: "must be one of the web app's route patterns, such as /products/:serialNumber",
        },
      ],
    });
    const slow = await report(
      { page: '/', metrics: [{ name: 'LCP', value: 600_000 }] },
      OTHER_CLIENT,
    );
    expect(slow.statusCode).toBe(400);
    expect(slow.json<ApiErrorBody>().details).toEqual([
      {
        path: 'body/metrics/0/value',
        message: 'LCP must be at most 60000 ms: no real visit reports more',
      },
    ]);
    const frozen = await report(
      { page: '/', metrics: [{ name: 'INP', value: 30_001 }] },
      OTHER_CLIENT,
    );
    const jumpy = await report(
      { page: '/', metrics: [{ name: 'CLS', value: 10.5 }] },
      OTHER_CLIENT,
    );
    expect([frozen.statusCode, jumpy.statusCode]).toEqual([400, 400]);
    // The bounds themselves are real visits, and every step of every flow is a page.
    const bounds = await report(
      {
        page: '/partners/bulk/step/4',
        metrics: [
          { name: 'LCP', value: 60_000 },
          { name: 'INP', value: 30_000 },
          { name: 'CLS', value: 10 },
        ],
      },
      OTHER_CLIENT,
    );
    expect(bounds.statusCode).toBe(204);
  });

  it('refuses a metric reported twice, an unknown metric and an impossible value', async () => {
    const twice = await report({
      page: '/',
      metrics: [
        { name: 'LCP', value: 1 },
        { name: 'LCP', value: 2 },
      ],
    });
    const unknown = await report({ page: '/', metrics: [{ name: 'FID', value: 10 }] });
    const negative = await report({ page: '/', metrics: [{ name: 'CLS', value: -1 }] });
    expect([twice.statusCode, unknown.statusCode, negative.statusCode]).toEqual([400, 400, 400]);
  });

  it('answers 413 for a body larger than any report', async () => {
    const res = await report({
      page: `/${'a'.repeat(2000)}`,
      metrics: [{ name: 'LCP', value: 1 }],
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('is rate-limited per client like every telemetry report', async () => {
    let last = 0;
    for (let index = 0; index < 13; index += 1) {
      last = (await report({ page: '/', metrics: [{ name: 'LCP', value: 1 }] })).statusCode;
    }
    expect(last).toBe(429);
  });
});

describe.each(databaseKinds)('web vitals retention (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  it('reads the last 28 days only and deletes what is older', async () => {
    const { db } = database.handle;
    const now = new Date();
    await recordWebVitals(db, { page: '/imprint', metrics: [{ name: 'LCP', value: 900 }] });
    await db.insert(webVitalReports).values({
      page: '/imprint',
      lcp: 60_000,
      recordedAt: new Date(now.getTime() - 29 * DAY_MS),
    });

    expect(await webVitalsOverview(db, now)).toEqual([
      {
        page: '/imprint',
        samples: 1,
        p75: { LCP: 900, INP: null, CLS: null },
        reports: { LCP: 1, INP: 0, CLS: 0 },
      },
    ]);
    await deleteOldWebVitals(db, now);
    expect(await db.select({ lcp: webVitalReports.lcp }).from(webVitalReports)).toEqual([
      { lcp: 900 },
    ]);
  });

  it('shows only known pages and plausible values, each figure with the reports it rests on', async () => {
    const { db } = database.handle;
    await db.delete(webVitalReports);
    // Rows an earlier version accepted from anyone: a probe's path, a forged LCP.
    await db.insert(webVitalReports).values([
      { page: '/wp-login', lcp: 100 },
      { page: '/imprint', lcp: 600_000, cls: 0.05 },
      { page: '/imprint', lcp: 1000, inp: 40_000 },
      { page: '/imprint', lcp: 2000, inp: 100 },
    ]);
    expect(await webVitalsOverview(db)).toEqual([
      {
        page: '/imprint',
        samples: 3,
        p75: { LCP: 1750, INP: 100, CLS: 0.05 },
        reports: { LCP: 2, INP: 1, CLS: 1 },
      },
    ]);
  });
});
