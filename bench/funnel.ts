// The console overview's funnel over 1,000,000 registrations and 10,000,000 funnel events on
// PostgreSQL (BENCH_DATABASE_URL: a server where the bench may create and drop a database).
// Target (issue 39): the funnel route answers in < 200 ms at the median. Events are stored as
// the daily counters the server keeps (docs/decisions/008-funnel-daily-counts.md): seeded
// already summed, then the ingestion path (the in-memory counter and its one-statement
// upsert) is timed on its own and its rate given.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { FunnelCounter } from '../apps/server/src/modules/funnel/funnel-counter';
import { loadIdentitySecrets } from '../apps/server/src/modules/idp/signing-keys';
import { median } from './support/server';

const REGISTRATIONS = 1_000_000;
const EVENTS = 10_000_000;
const DAYS = 365;
const RUNS = 200;
const INGESTED = 200_000;
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server.');

const name = `pr_bench_funnel_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const work = mkdtempSync(path.join(tmpdir(), 'pr-bench-funnel-'));
const app = await buildApp(
  loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: work,
    DATABASE_URL: url.toString(),
    CONSOLE_RATE_LIMIT_PER_MINUTE: '100000',
  }),
);
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

try {
  const models = (
    await db.query<{ model: string }>('select model from products order by model')
  ).rows.map((row) => row.model);
  let started = performance.now();
  await db.query(
    `insert into devices (serial_number, product_model)
     select (800000000 + i)::text, ($2::text[])[1 + i % array_length($2::text[], 1)]
     from generate_series(0, $1::int - 1) as i`,
    [REGISTRATIONS, models],
  );
  // A year of registrations, a third by installers, a seventh in batches, a fifth pending
  // (some past their link), over every demo product and 20 locales.
  await db.query(
    `insert into registrations (serial_number, registrant_type, product_model, installation_date,
       street, house_number, locality, postal_code, country, address_source, end_user_email,
       end_user_first_name, end_user_last_name, installer_company_name, installer_company_email,
       locale, channel, confirmation_status, expires_at, created_at, updated_at)
     select (800000000 + i)::text, case when i % 3 = 0 then 2 else 1 end,
       ($2::text[])[1 + i % array_length($2::text[], 1)],
       date '2025-06-01' + (i % 300), 'Rue de Rivoli', '1', 'Paris', '75001', 'FR', 'GoogleMaps',
       case when i % 3 = 0 then null else 'owner' || i || '@example.com' end,
       case when i % 3 = 0 then null else 'Claire' end,
       case when i % 3 = 0 then null else 'Petit' end,
       case when i % 3 = 0 then 'Company ' || (i % 5000) || ' SARL' end,
       case when i % 3 = 0 then 'contact' || (i % 5000) || '@company.example' end,
       ($3::text[])[1 + i % 20],
       case when i % 7 = 0 then 'bulk' else 'web' end,
       case when i % 3 = 0 then 'not_required' when i % 5 = 0 then 'pending' else 'confirmed' end,
       case when i % 5 = 0 and i % 3 <> 0 then now() - (i % ${DAYS}) * interval '1 day' + interval '72 hours' end,
       now() - (i % ${DAYS}) * interval '1 day' - (i % 86400) * interval '1 second',
       now() - (i % ${DAYS}) * interval '1 day'
     from generate_series(0, $1::int - 1) as i`,
    [
      REGISTRATIONS,
      models,
      [
        'fr-FR',
        'de-DE',
        'it-IT',
        'es-ES',
        'nl-NL',
        'pl-PL',
        'de-AT',
        'de-CH',
        'fr-BE',
        'nl-BE',
        'fr-CH',
        'cs-CZ',
        'sk-SK',
        'hu-HU',
        'ro-RO',
        'pt-PT',
        'sv-SE',
        'da-DK',
        'fi-FI',
        'en-GB',
      ],
    ],
  );
  await db.query('analyze registrations');
  console.log(`seeded ${REGISTRATIONS} registrations in ${seconds(started)} s`);

  // 10,000,000 events over a year as the daily counters they add up to: every day, locale
  // (28, the first ones far busier), product (every demo one, likewise) and stage (23
  // stage/channel/step keys, each a share of the visits the funnel's shape gives it) gets
  // its expected count, rounded at random; keys whose count rounds to 0 have no row.
  started = performance.now();
  await db.query(
    `with stages(stage, channel, step, share) as (values
       ('qr_opened', 'deep_link', 0, 1.0), ('qr_opened', 'gs1', 0, 0.2),
       ('lookup_found', '', 0, 0.85),
       ('step_reached', 'end_user', 1, 0.6), ('step_reached', 'installer', 1, 0.3),
       ('step_reached', 'end_user', 2, 0.5), ('step_reached', 'installer', 2, 0.27),
       ('step_reached', 'end_user', 3, 0.42), ('step_reached', 'installer', 3, 0.25),
       ('step_reached', 'end_user', 4, 0.36), ('step_reached', 'installer', 4, 0.23),
       ('step_reached', 'end_user', 5, 0.31), ('step_reached', 'installer', 5, 0.22),
       ('submitted', 'end_user', 0, 0.29), ('submitted', 'installer', 0, 0.21),
       ('submitted', 'bulk', 0, 0.05), ('submitted', 'api', 0, 0.02),
       ('confirmed', 'end_user', 0, 0.22), ('confirmed', 'installer', 0, 0.2),
       ('confirmed', 'bulk', 0, 0.05), ('confirmed', 'api', 0, 0.02),
       ('deadline_missed', 'end_user', 0, 0.05), ('deadline_missed', 'installer', 0, 0.01)),
     locales as (select code, 1.0 / rank as weight from unnest($1::text[]) with ordinality as l(code, rank)),
     products as (select model, 1.0 / rank as weight from unnest($2::text[]) with ordinality as p(model, rank)),
     keys as (
       select d.day, s.stage, s.channel, s.step, l.code, p.model,
         s.share * l.weight * p.weight as weight
       from generate_series(current_date - ${DAYS - 1}, current_date, interval '1 day') as d(day)
       cross join stages s cross join locales l cross join products p),
     total as (select sum(weight) as weight from keys)
     insert into funnel_daily (day, stage, channel, locale, product_model, step, count)
     select day, stage, channel, code, model, step, n from (
       select keys.*, floor(${EVENTS} * keys.weight / total.weight + random())::bigint as n
       from keys, total) counted
     where n > 0`,
    [
      [
        'fr-FR',
        'de-DE',
        'it-IT',
        'es-ES',
        'nl-NL',
        'pl-PL',
        'de-AT',
        'de-CH',
        'fr-BE',
        'nl-BE',
        'fr-CH',
        'cs-CZ',
        'sk-SK',
        'hu-HU',
        'ro-RO',
        'pt-PT',
        'sv-SE',
        'da-DK',
        'fi-FI',
        'en-GB',
        'en-IE',
        'it-CH',
        'de-CH',
        'fr-LU',
        'et-EE',
        'lv-LV',
        'lt-LT',
        'nb-NO',
      ].filter((code, index, all) => all.indexOf(code) === index),
      models,
    ],
  );
  await db.query('analyze funnel_daily');
  const seeded = await db.query<{ rows: string; events: string; mb: string }>(
    `select count(*) as rows, sum(count) as events,
       pg_total_relation_size('funnel_daily') / 1e6 as mb from funnel_daily`,
  );
  const { rows, events, mb } = seeded.rows[0] ?? { rows: '0', events: '0', mb: '0' };
  console.log(
    `seeded ${Number(events).toLocaleString('en')} funnel events as ${Number(rows).toLocaleString('en')} daily rows (${Number(mb).toFixed(0)} MB) in ${seconds(started)} s`,
  );

  // The ingestion path: events counted in memory and written by the counter's flushes, as
  // the look-up, QR and beacon routes do (the registrations' own counts are one statement in
  // their transaction). A realistic spread of keys: today, every locale, product and stage.
  const counter = new FunnelCounter(app.database.db, app.log);
  const stageKeys = [
    ['qr_opened', 'deep_link', 0],
    ['lookup_found', '', 0],
    ['step_reached', 'end_user', 1],
    ['step_reached', 'installer', 3],
    ['step_reached', 'end_user', 5],
  ] as const;
  started = performance.now();
  for (let n = 0; n < INGESTED; n++) {
    const [stage, channel, step] = stageKeys[n % stageKeys.length] ?? stageKeys[0];
    counter.add({
      stage,
      channel,
      step,
      locale: n % 3 === 0 ? 'fr-FR' : 'de-DE',
      serialNumber: String(800000000 + (n % 50_000)),
    });
  }
  await counter.flush();
  const ingestMs = performance.now() - started;
  console.log(
    `ingested ${INGESTED.toLocaleString('en')} events through the counter in ${ingestMs.toFixed(0)} ms (${Math.round((INGESTED / ingestMs) * 1000).toLocaleString('en')} events/s; 10,000,000 would take ${(((EVENTS / INGESTED) * ingestMs) / 1000).toFixed(0)} s)`,
  );

  const { jwks } = await loadIdentitySecrets(app.database.db);
  const jwk = jwks.keys[0];
  if (!jwk?.kid) throw new Error('no signing key');
  const token = await new SignJWT({ email: 'staff@example.com', roles: ['registration-admin'] })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: jwk.kid })
    .setSubject('bench-staff')
    .setIssuer('http://localhost:8080/idp')
    .setAudience('http://localhost:8080/api')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(jwk, 'RS256'));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const headers = { authorization: `Bearer ${token}` };
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  const timed = async (label: string, route: string, runs = RUNS) => {
    const get = async () => {
      const response = await fetch(`${base}${route}`, { headers });
      if (!response.ok) throw new Error(`${route}: ${response.status}`);
      await response.arrayBuffer();
    };
    await get();
    const times: number[] = [];
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      await get();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p99 = times[Math.ceil(times.length * 0.99) - 1] ?? 0;
    console.log(
      `${label}: p50 ${median(times).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${runs} requests)`,
    );
  };

  await timed('funnel, last 30 days (the default)', '/api/console/funnel');
  await timed('funnel, last 90 days', `/api/console/funnel?from=${day(89)}&to=${day(0)}`);
  await timed('funnel, last 365 days', `/api/console/funnel?from=${day(364)}&to=${day(0)}`, 50);
  await timed(
    'funnel, 90 days, one locale and product',
    `/api/console/funnel?from=${day(89)}&to=${day(0)}&locale=de-DE&productModel=${encodeURIComponent(models[0] ?? '')}`,
  );
  await timed(
    'funnel, 90 days, installers',
    `/api/console/funnel?from=${day(89)}&to=${day(0)}&channel=installer`,
  );
  await timed('overview (90 days of 1,000,000 registrations)', '/api/console/overview', 30);

  started = performance.now();
  const exported = await fetch(`${base}/api/console/funnel/export?from=${day(89)}&to=${day(0)}`, {
    headers,
  });
  const csv = await exported.text();
  console.log(
    `export, 90 days: ${csv.split('\r\n').length - 2} rows, ${(csv.length / 1e6).toFixed(1)} MB in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const { countLapsedLinks } = await import('../apps/server/src/modules/funnel/funnel-report');
  started = performance.now();
  const lapsedRows = await countLapsedLinks(app.database.db);
  console.log(
    `hourly lapsed-link recount over 1,000,000 registrations: ${lapsedRows} rows in ${(performance.now() - started).toFixed(0)} ms`,
  );
  const plan = await db.query<{ 'QUERY PLAN': string }>(
    `explain select stage, step, channel, sum(count) from funnel_daily
     where day >= current_date - 29 and day <= current_date group by 1, 2, 3`,
  );
  console.log(
    `plan (30 days): ${plan.rows
      .map((row) => row['QUERY PLAN'].trim().replace(/\s+\(cost.*$/, ''))
      .filter((line) => /Scan|Aggregate/.test(line))
      .join(' / ')}`,
  );
} finally {
  await db.end();
  await app.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}
