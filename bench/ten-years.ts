// Ten years of a large manufacturer on PostgreSQL (issue 51): 20,000,000 registrations in the
// 28 locales with their companies, devices, events, points, mails, safety contacts and audit
// entries, then every staff screen timed through the server's own code paths.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/ten-years.ts
//
// The database (TEN_YEARS_DATABASE, default pr_ten_years) is kept: a second run measures it
// again without seeding (TEN_YEARS_RESEED=1 seeds it anew). TEN_YEARS_ROWS changes the
// registrations' count for a trial run only; the side tables are scaled down to the free disk
// (TEN_YEARS_BULK_SCALE=0.05 seeds events and mails, which no screen reads, at 5 %).
// TEN_YEARS_SAVE=file keeps the figures as JSON; TEN_YEARS_BEFORE=file prints them beside.
// TEN_YEARS_RETENTION=1 runs the retention job over it last, while owners register (it
// erases the seed's old personal data); TEN_YEARS_ONLY=regexp measures some screens only.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import {
  REGISTRATION_BYTES,
  SIDE_ROW_BYTES,
  SIDE_ROWS_PER_REGISTRATION,
  seedTenYears,
} from './support/ten-years-seed';
import { seedFunnel } from './support/ten-years-funnel';
import { measureColdStart } from './support/ten-years-cold-start';
import { measureScreens, type ScreenFigure } from './support/ten-years-screens';

const ROWS = Number(process.env.TEN_YEARS_ROWS ?? 20_000_000);
const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL server.');
const name = process.env.TEN_YEARS_DATABASE ?? 'pr_ten_years';
const url = new URL(adminUrl);
url.pathname = `/${name}`;

/** Free bytes where the server keeps its data (this machine's, when it is local). */
async function freeBytes(admin: pg.Client): Promise<number> {
  const { rows } = await admin.query<{ setting: string }>(
    `select setting from pg_settings where name = 'data_directory'`,
  );
  // The data directory when this machine can see it (a local server), else the root.
  const setting = rows[0]?.setting;
  const where = setting && existsSync(setting) ? setting : '/';
  const output = execFileSync('df', ['-B1', '--output=avail', where], { encoding: 'utf8' });
  return Number(output.trim().split('\n').at(-1));
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const exists =
  (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
let seeded = false;
if (exists && process.env.TEN_YEARS_RESEED !== '1') {
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const { rows } = await db.query<{ n: string }>(
    `select count(*) as n from (select 1 from registrations limit ${ROWS}) r`,
  );
  await db.end();
  seeded = Number(rows[0]?.n) >= ROWS;
}

if (!seeded) {
  // The registrations are never scaled; the side tables are, to keep a fifth of the disk free.
  const free = await freeBytes(admin);
  const spare = free * 0.8 - 20e9;
  const needed = ROWS * REGISTRATION_BYTES;
  if (spare < needed) {
    throw new Error(
      `${(free / 1e9).toFixed(0)} GB free: ${ROWS.toLocaleString('en')} registrations need about ${(needed / 1e9).toFixed(0)} GB and 20 GB to spare.`,
    );
  }
  const side = ROWS * SIDE_ROWS_PER_REGISTRATION * SIDE_ROW_BYTES;
  const wanted = Number(process.env.TEN_YEARS_SIDE_SCALE ?? 1);
  const scale = Math.min(wanted, Math.max(0.01, (spare - needed) / side));
  console.log(
    `${(free / 1e9).toFixed(0)} GB free; seeding ${ROWS.toLocaleString('en')} registrations (about ${(needed / 1e9).toFixed(0)} GB) and the side tables at ${scale < wanted ? `scale ${scale.toFixed(2)}, scaled down to the free disk` : `scale ${scale}`} (about ${((side * scale) / 1e9).toFixed(0)} GB)`,
  );
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const started = performance.now();
  const work = mkdtempSync(path.join(tmpdir(), 'pr-ten-years-'));
  // The app's own migrations make the schema.
  const app = await buildApp(
    loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: work,
      DATABASE_URL: url.toString(),
      SEED_DEMO: 'false',
    }),
  );
  await app.close();
  rmSync(work, { recursive: true, force: true });
  // Events and mails, which no staff screen reads, take a third of the seed's time at full
  // scale: TEN_YEARS_BULK_SCALE=0.05 seeds them at 5 % for a run that must be short.
  await seedTenYears(
    url.toString(),
    ROWS,
    scale,
    Number(process.env.TEN_YEARS_BULK_SCALE ?? scale),
  );
  await seedFunnel(url.toString());
  console.log(`seeded in ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}
await admin.end();
{
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  const { rowCount } = await db.query('select 1 from funnel_daily limit 1');
  await db.end();
  if (rowCount === 0) await seedFunnel(url.toString());
}

await reportSize(url.toString());
const { screens: figures, exports } = await measureScreens(url.toString());
if (new RegExp(process.env.TEN_YEARS_ONLY ?? '').test('cold start')) {
  await measureColdStart(url.toString());
}
const beforeFile = process.env.TEN_YEARS_BEFORE;
const before = new Map(
  beforeFile && existsSync(beforeFile)
    ? (JSON.parse(readFileSync(beforeFile, 'utf8')) as ScreenFigure[]).map((f) => [f.label, f])
    : [],
);
const ms = (value: number | undefined) => (value === undefined ? '' : value.toFixed(1));
console.log(
  `\n| screen | target p50 | ${before.size ? 'before p50 | before p99 | ' : ''}p50 ms | p99 ms | runs |`,
);
console.log(`|---|---|${before.size ? '---|---|' : ''}---|---|---|`);
for (const f of figures) {
  const was = before.get(f.label);
  console.log(
    `| ${f.label} | ${f.target ?? ''} | ${before.size ? `${ms(was?.p50)} | ${ms(was?.p99)} | ` : ''}${ms(f.p50)} | ${ms(f.p99)} | ${f.runs} |`,
  );
}
if (exports.length > 0) {
  console.log('\n| export | rows | rows/s | target rows/s | MB | RSS growth MB |');
  console.log('|---|---|---|---|---|---|');
  for (const e of exports) {
    console.log(
      `| ${e.format} | ${e.rows.toLocaleString('en')} | ${Math.round(e.rowsPerSecond).toLocaleString('en')} | ${e.target.toLocaleString('en')} | ${e.megabytes.toFixed(0)} | ${e.rssGrowthMb.toFixed(0)} |`,
    );
  }
}
if (process.env.TEN_YEARS_SAVE) writeFileSync(process.env.TEN_YEARS_SAVE, JSON.stringify(figures));

/** The database's size per million registrations, each table's, and every index's use. */
async function reportSize(databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: total } = await db.query<{ bytes: string; registrations: string }>(
    `select pg_database_size(current_database()) as bytes,
       (select reltuples::bigint from pg_class where relname = 'registrations') as registrations`,
  );
  const bytes = Number(total[0]?.bytes);
  const millions = Number(total[0]?.registrations) / 1e6;
  console.log(
    `database: ${(bytes / 1e9).toFixed(1)} GB, ${(bytes / 1e9 / millions).toFixed(2)} GB per million registrations`,
  );
  const { rows: tables } = await db.query<{ name: string; rows: string; mb: string; idx: string }>(
    `select relname as name, n_live_tup as rows, pg_table_size(relid) / 1e6 as mb,
       pg_indexes_size(relid) / 1e6 as idx
     from pg_stat_user_tables where pg_total_relation_size(relid) > 10e6 order by 3 desc`,
  );
  for (const t of tables) {
    console.log(
      `  ${t.name}: ${Number(t.rows).toLocaleString('en')} rows, ${Number(t.mb).toFixed(0)} MB + ${Number(t.idx).toFixed(0)} MB of indexes`,
    );
  }
  await db.end();
}
