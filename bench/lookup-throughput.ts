// Serial look-up throughput and latency with autocannon (10 connections), against a Fastify
// hello-world measured in the same run: a repeated serial (the answer kept in memory) on
// PGlite and PostgreSQL, and 100,000 distinct serials in turn (every answer from the
// database) on PostgreSQL (`BENCH_DATABASE_URL`, whose server gets a fresh database).
// `BENCH_BEFORE=/path/to/checkout` measures an earlier checkout's server beside this one.
// Each figure is the median of RUNS runs; the targets take turns, so they share the load.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { writeBenchCatalog } from './support/catalog';
import { freePort } from '../apps/server/test/free-port';
import { median, root, startServer, type RunningServer } from './support/server';

const RUNS = 3;
const SECONDS = 5;
const DEVICES = 100_000;
const FIRST_SERIAL = 500_000_000;
const adminUrl = process.env.BENCH_DATABASE_URL;
const before = process.env.BENCH_BEFORE;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string, paths?: () => string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: SECONDS,
    ...(paths
      ? { requests: [{ setupRequest: (request) => ({ ...request, path: paths() }) }] }
      : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Fastify answering `{ hello: 'world' }`, in a process of its own like the server. */
async function startHelloWorld(): Promise<RunningServer> {
  const port = await freePort();
  const source = `import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    process: child,
    readyMs: 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function freshDatabase(): Promise<string | undefined> {
  if (adminUrl === undefined) return undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists pr_bench_lookup with (force)');
  await admin.query('create database pr_bench_lookup');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/pr_bench_lookup';
  return url.toString();
}

const work = mkdtempSync(path.join(tmpdir(), 'pr-bench-lookup-'));
const catalog = writeBenchCatalog(work, DEVICES, FIRST_SERIAL);
const databaseUrl = await freshDatabase();
const common = { LOOKUP_RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'warn' };

interface Target {
  name: string;
  start: () => Promise<RunningServer>;
  /** Request paths; none for the hello-world. */
  paths?: () => string;
}

const repeated = () => '/api/devices/908765401/FR/fr';
let turn = 0;
const distinct = () => `/api/devices/${FIRST_SERIAL + (turn++ % DEVICES)}/FR/fr`;
const checkouts = [
  ...(before ? [{ label: 'before', dir: before }] : []),
  { label: 'now', dir: root },
];
const pgliteDir = (label: string) => path.join(work, `pglite-${label}`);

const targets: Target[] = [{ name: 'Fastify hello-world', start: startHelloWorld }];
for (const { label, dir } of checkouts) {
  targets.push({
    name: `${label}: PGlite, repeated serial`,
    start: () => startServer({ ...common, DATA_DIR: pgliteDir(label) }, dir),
    paths: repeated,
  });
}
if (databaseUrl !== undefined) {
  // The catalog goes in once, through this checkout's importer; both servers read it.
  const first = await startServer({
    ...common,
    DATA_DIR: path.join(work, 'pg'),
    DATABASE_URL: databaseUrl,
  });
  await first.stop();
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/catalog/import-cli.ts', ...catalog],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: path.join(work, 'pg'), DATABASE_URL: databaseUrl },
    },
  );
  for (const { label, dir } of checkouts) {
    const env = { ...common, DATA_DIR: path.join(work, `pg-${label}`), DATABASE_URL: databaseUrl };
    targets.push(
      {
        name: `${label}: PostgreSQL, repeated serial`,
        start: () => startServer(env, dir),
        paths: repeated,
      },
      {
        name: `${label}: PostgreSQL, ${DEVICES.toLocaleString('en')} distinct serials`,
        start: () => startServer(env, dir),
        paths: distinct,
      },
    );
  }
}

const results = new Map<string, Figures[]>(targets.map((target) => [target.name, []]));
for (let run = 0; run < RUNS; run++) {
  for (const target of targets) {
    const server = await target.start();
    // A warm-up, so the first run does not measure the JIT.
    await load(server.url + (target.paths?.() ?? '/'), target.paths);
    results
      .get(target.name)
      ?.push(await load(server.url + (target.paths?.() ?? '/'), target.paths));
    await server.stop();
  }
}
rmSync(work, { recursive: true, force: true });

const hello = median((results.get('Fastify hello-world') ?? []).map((f) => f.requestsPerSecond));
console.log('| target | req/s | of hello-world | p50 | p99 | non-2xx |');
console.log('|---|---|---|---|---|---|');
for (const [name, runs] of results) {
  const rps = median(runs.map((f) => f.requestsPerSecond));
  console.log(
    `| ${name} | ${Math.round(rps)} | ${((rps / hello) * 100).toFixed(1)} % | ${median(runs.map((f) => f.p50))} ms | ${median(runs.map((f) => f.p99))} ms | ${runs.reduce((sum, f) => sum + f.non2xx, 0)} |`,
  );
}
