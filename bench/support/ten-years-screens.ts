import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { CSRF_COOKIE, CSRF_HEADER } from '@pr/contracts';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { searchRegistrations } from '../../apps/server/src/modules/console/search-registrations';
import { loadIdentitySecrets } from '../../apps/server/src/modules/idp/signing-keys';
import { pointsStatement } from '../../apps/server/src/modules/points/company-points';
import { median } from './server';
import { measureExports, type ExportFigure } from './ten-years-exports';
import { measureRetention, type RetentionFigure } from './ten-years-retention';

/** Rows before a "far" page: page 200 of 50. */
const FAR = 10_000;
/** Runs per query: at least 5, at most 20, and no more once 8 s went by. */
const RUNS = { min: 5, max: 20, budgetMs: 8_000 };

export interface ScreenFigure {
  label: string;
  p50: number;
  p99: number;
  runs: number;
  target: number | null;
  indexes: string[];
}

type Request = () => Promise<void>;

/** Index scans so far, per index, as the statistics collector has them. */
async function indexScans(db: pg.Client): Promise<Map<string, number>> {
  const { rows } = await db.query<{ name: string; scans: string }>(
    `select relname || '.' || indexrelname as name, idx_scan as scans from pg_stat_user_indexes`,
  );
  return new Map(rows.map((row) => [row.name, Number(row.scans)]));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Every staff screen of issue 51, timed through the server's routes on the seeded database
 * (`url`): p50 and p99 of at least five runs, and the indexes each one scanned (from the
 * statistics: a backend reports its scans at most once a second, hence the pauses).
 */
export async function measureScreens(url: string): Promise<{
  screens: ScreenFigure[];
  exports: ExportFigure[];
  retention: RetentionFigure | null;
}> {
  const work = mkdtempSync(path.join(tmpdir(), 'pr-ten-years-'));
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: work,
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      CONSOLE_RATE_LIMIT_PER_MINUTE: '1000000',
      // The retention run's owners register from one address, far more than anybody would.
      REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000000',
      REGISTRATION_SERIAL_RATE_LIMIT_PER_HOUR: '1000000',
      CONFIRMATION_MAILS_PER_RECIPIENT_PER_DAY: '1000000',
    }),
  );
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const figures: ScreenFigure[] = [];
  try {
    const { jwks } = await loadIdentitySecrets(app.database.db);
    const jwk = jwks.keys[0];
    if (!jwk?.kid) throw new Error('no signing key');
    const token = await new SignJWT({ email: 'staff@example.com', roles: ['registration-admin'] })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
      .setSubject('bench-staff')
      .setIssuer('http://localhost:8080/idp')
      .setAudience('http://localhost:8080/api')
      .setIssuedAt()
      .setExpirationTime('2h')
      .sign(await importJWK(jwk, 'RS256'));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = {
      authorization: `Bearer ${token}`,
      cookie: `${CSRF_COOKIE}=bench`,
      [CSRF_HEADER]: 'bench',
      'content-type': 'application/json',
    };
    const get =
      (route: string): Request =>
      async () => {
        const response = await fetch(`${base}/api/console${route}`, { headers });
        if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };
    const post =
      (route: string, body: unknown): Request =>
      async () => {
        const response = await fetch(`${base}/api/console${route}`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      };

    // What the background jobs scan on their own is nobody's screen.
    const idle = await indexScans(db);
    await pause(2500);
    const background = new Set(
      [...(await indexScans(db))].filter(([n, s]) => s !== idle.get(n)).map(([n]) => n),
    );

    // TEN_YEARS_ONLY=regexp measures the screens whose label matches, for a second look.
    const only = new RegExp(process.env.TEN_YEARS_ONLY ?? '');
    const timed = async (label: string, target: number | null, request: Request) => {
      if (!only.test(label)) return;
      await request();
      await pause(1100);
      const before = await indexScans(db);
      const times: number[] = [];
      const started = performance.now();
      while (
        times.length < RUNS.min ||
        (times.length < RUNS.max && performance.now() - started < RUNS.budgetMs)
      ) {
        const start = performance.now();
        await request();
        times.push(performance.now() - start);
      }
      await pause(1100);
      await request(); // its end reports the runs' scans
      await pause(200);
      const after = await indexScans(db);
      const indexes = [...after]
        .filter(([n, s]) => s !== before.get(n) && !background.has(n))
        .map(([n]) => n);
      times.sort((a, b) => a - b);
      const p99 = times[Math.ceil(times.length * 0.99) - 1] ?? 0;
      const figure = { label, p50: median(times), p99, runs: times.length, target, indexes };
      figures.push(figure);
      const verdict = target === null ? '' : median(times) <= target ? ' ok' : ' SLOW';
      console.log(
        `${label}: p50 ${figure.p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${times.length} runs)${verdict}; ${indexes.join(', ') || 'no index'}`,
      );
    };

    // Search: each filter's first page and, when it has that many rows, page 200.
    const sample = await db.query<{ id: string; email: string; last: string; serial: string }>(
      `select id, end_user_email as email, end_user_last_name as last, serial_number as serial
       from registrations where registrant_type = 1 and confirmation_status = 'confirmed'
       order by serial_number desc offset 5000 limit 1`,
    );
    const owner = sample.rows[0];
    if (!owner) throw new Error('the sample registration is missing: seed again');
    const small = await db.query<{ name: string }>(
      `select name from companies where id = md5('company4321')::uuid`,
    );
    const searches: [string, Record<string, string>][] = [
      ['serial', { serial: owner.serial }],
      ['e-mail', { email: owner.email }],
      ['name (one owner)', { name: owner.last }],
      ['name (common)', { name: 'Müller' }],
      ['company (the largest)', { company: 'Müller Heizung 0' }],
      ['company (a small one)', { company: small.rows[0]?.name ?? 'x' }],
      ['postal code', { postalCode: '75001' }],
      ['status expired', { status: 'expired' }],
      ['status pending', { status: 'pending' }],
      ['status cancelled', { status: 'cancelled' }],
      ['date range (a month)', { from: '2020-03-01', to: '2020-03-31' }],
      ['status and a year', { status: 'cancelled', from: '2023-01-01', to: '2023-12-31' }],
      ['country and status', { country: 'PL', status: 'superseded' }],
      ['no filter', {}],
    ];
    for (const [label, filter] of searches) {
      const query = new URLSearchParams(filter).toString();
      await timed(`search ${label}, first page`, 20, get(`/registrations?${query}`));
      const far = await searchRegistrations(
        app.database.db,
        { ...filter, sort: 'newest', limit: FAR },
        app.pageCursors,
      );
      if (far.next) {
        const after = new URLSearchParams({ ...filter, after: far.next }).toString();
        await timed(`search ${label}, page 200`, 20, get(`/registrations?${after}`));
      }
    }
    await timed('registration detail', 20, get(`/registrations/${owner.id}`));

    const day = (back: number) =>
      new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    await timed('overview (90 days)', 200, get('/overview'));
    for (const days of [30, 365]) {
      const period = `from=${day(days - 1)}&to=${day(0)}`;
      await timed(`funnel ${days} days`, 200, get(`/funnel?${period}`));
      await timed(
        `funnel ${days} days, a locale and product`,
        200,
        get(`/funnel?${period}&locale=fr-FR&productModel=CAL-HP-1001`),
      );
      await timed(
        `funnel ${days} days, installers`,
        200,
        get(`/funnel?${period}&channel=installer`),
      );
    }

    await timed(
      'recall audience (best seller, a year of installations)',
      1000,
      post('/recalls/reach', {
        selection: {
          productModels: ['CAL-RAD-1000'],
          installedFrom: '2021-01-01',
          installedTo: '2021-12-31',
        },
      }),
    );
    const largest = (await db.query<{ id: string }>(`select md5('company0')::uuid as id`)).rows[0]
      ?.id;
    // The seed's ids are md5s, which the route's uuid check refuses: the statement's own
    // function, as its route calls it.
    const statement = (after?: string) => async () => {
      await pointsStatement(
        app.database.db,
        largest ?? '',
        { limit: 50, ...(after ? { after } : {}) },
        app.pageCursors,
      );
    };
    await timed('points statement (largest company), first page', 50, statement());
    const farPoints = await pointsStatement(
      app.database.db,
      largest ?? '',
      { limit: FAR },
      app.pageCursors,
    );
    if (farPoints.next) {
      await timed('points statement (largest company), page 200', 50, statement(farPoints.next));
    }
    await timed('audit log, an action', 20, get('/audit?action=cancel'));
    await timed('audit log, an actor', 20, get('/audit?actor=staff7%40manufacturer.example'));
    const target = (
      await db.query<{ id: string }>(`select target_id as id from staff_actions limit 1`)
    ).rows[0]?.id;
    await timed('audit log, a target', 20, get(`/audit?targetId=${target}`));
    const exports = only.test('export') ? await measureExports(db, base, headers) : [];
    // It erases the seed's old personal data: asked for on its own (TEN_YEARS_RETENTION=1).
    const retention =
      process.env.TEN_YEARS_RETENTION === '1' ? await measureRetention(app, db, base) : null;
    return { screens: figures, exports, retention };
  } finally {
    await db.end();
    await app.close();
    rmSync(work, { recursive: true, force: true });
  }
}
