// The console's registration search and export on PostgreSQL with 1,000,000 registrations
// (BENCH_DATABASE_URL: a server where the bench may create and drop a database).
// Targets (issue 14): search by serial, e-mail or company and a page 500 deep, each p50 <
// 50 ms with index use; the export of all rows streamed, first byte < 1 s, server memory
// growth < 100 MB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { loadIdentitySecrets } from '../apps/server/src/modules/idp/signing-keys';
import { median } from './support/server';

const ROWS = 1_000_000;
const RUNS = 30;
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server.');

const name = `pr_bench_console_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const work = mkdtempSync(path.join(tmpdir(), 'pr-bench-console-'));
const app = await buildApp(
  loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: work, DATABASE_URL: url.toString() }),
);
const db = new pg.Client({ connectionString: url.toString() });
await db.connect();

try {
  let started = performance.now();
  await db.query(
    `insert into devices (serial_number, product_model)
     select (800000000 + i)::text, 'CAL-RAD-AURA-600' from generate_series(0, $1::int - 1) as i`,
    [ROWS],
  );
  // A third installers of 5,000 companies, the rest owners; two years of registrations.
  await db.query(
    `insert into registrations (serial_number, registrant_type, product_model, installation_date,
       street, house_number, locality, postal_code, country, address_source, end_user_email,
       end_user_first_name, end_user_last_name, installer_company_name, installer_company_email,
       account_subject, locale, channel, confirmation_status, created_at, updated_at)
     select (800000000 + i)::text, case when i % 3 = 0 then 2 else 1 end, 'CAL-RAD-AURA-600',
       date '2025-01-01' + (i % 600), 'Rue de Rivoli', (i % 200 + 1)::text, 'Paris',
       (75001 + i % 20)::text, 'FR', 'GoogleMaps',
       case when i % 3 = 0 then null else 'owner' || (i % 250000) || '@example.com' end,
       case when i % 3 = 0 then null else 'Claire' end,
       case when i % 3 = 0 then null else 'Petit' || (i % 1000) end,
       case when i % 3 = 0 then 'Company ' || (i % 5000) || ' SARL' end,
       case when i % 3 = 0 then 'contact' || (i % 5000) || '@company.example' end,
       case when i % 3 = 0 then 'installer-' || (i % 5000) end, 'fr-FR',
       case when i % 7 = 0 then 'bulk' else 'web' end,
       case when i % 3 = 0 then 'not_required' when i % 5 = 0 then 'pending' else 'confirmed' end,
       timestamptz '2025-01-01' + (i * interval '63 seconds'),
       timestamptz '2025-01-01' + (i * interval '63 seconds')
     from generate_series(0, $1::int - 1) as i`,
    [ROWS],
  );
  await db.query('analyze registrations');
  console.log(
    `seeded ${ROWS} registrations in ${((performance.now() - started) / 1000).toFixed(0)} s`,
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
  const get = async (query: string) => {
    const response = await fetch(`${base}/api/console/registrations?${query}`, { headers });
    if (!response.ok) throw new Error(`${query}: ${response.status}`);
    return (await response.json()) as { items: unknown[]; next: string | null };
  };
  const timed = async (label: string, query: string) => {
    await get(query);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const start = performance.now();
      await get(query);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p95 = times[Math.floor(times.length * 0.95) - 1] ?? 0;
    console.log(`${label}: p50 ${median(times).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
  };

  await timed('search by serial', 'serial=800123456');
  await timed('search by e-mail', 'email=owner4242%40example.com');
  await timed('search by company', 'company=company%20421');
  await timed('first page, no filter', '');
  let after = '';
  for (let page = 1; page < 500; page++) {
    after = (await get(`limit=50${after ? `&after=${after}` : ''}`)).next ?? '';
  }
  await timed('page 500 (keyset)', `limit=50&after=${after}`);

  for (const [label, sql] of [
    [
      'serial',
      `select * from registrations where serial_number = '800123456' order by created_at desc, id desc limit 51`,
    ],
    [
      'e-mail',
      `select * from registrations where lower(end_user_email) = 'owner4242@example.com' or lower(installer_company_email) = 'owner4242@example.com' order by created_at desc, id desc limit 51`,
    ],
    [
      'company',
      `select * from registrations where lower(installer_company_name) like 'company 421%' order by created_at desc, id desc limit 51`,
    ],
    [
      'page 500',
      `select * from registrations where (created_at, id) < (now() - interval '300 days', gen_random_uuid()) order by created_at desc, id desc limit 51`,
    ],
  ] as const) {
    const plan = await db.query<{ 'QUERY PLAN': string }>(`explain ${sql}`);
    const scans = plan.rows
      .map((row) => row['QUERY PLAN'])
      .filter((line) => /Scan/.test(line))
      .map((line) => line.trim().replace(/\s+\(cost.*$/, ''));
    console.log(`plan (${label}): ${scans.join(' / ')}`);
  }

  for (const format of ['csv', 'xlsx'] as const) {
    // Live memory (after a collection) is what an export holds; RSS also counts garbage not
    // yet collected. Run with --expose-gc for the first.
    const collect = (globalThis as { gc?: () => void }).gc;
    const live = () => {
      collect?.();
      const usage = process.memoryUsage();
      return usage.heapUsed + usage.arrayBuffers;
    };
    const liveBefore = live();
    const rssBefore = process.memoryUsage().rss;
    let livePeak = liveBefore;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      livePeak = Math.max(livePeak, live());
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 250);
    started = performance.now();
    const response = await fetch(`${base}/api/console/registrations/export?format=${format}`, {
      headers,
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no body');
    let firstByte = 0;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (bytes === 0) firstByte = performance.now() - started;
      bytes += value.byteLength;
    }
    clearInterval(sampler);
    console.log(
      `export ${format}: first byte ${firstByte.toFixed(0)} ms, all ${((performance.now() - started) / 1000).toFixed(1)} s, ${(bytes / 1e6).toFixed(0)} MB, live memory growth ${((livePeak - liveBefore) / 1e6).toFixed(0)} MB, RSS growth ${((rssPeak - rssBefore) / 1e6).toFixed(0)} MB (server and client in one process)`,
    );
  }
} finally {
  await db.end();
  await app.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(work, { recursive: true, force: true });
}
