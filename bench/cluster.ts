// A cluster on one machine, as a test: three replicas of the built server on one PostgreSQL
// and one Redis, behind HAProxy (installed with apt-get when missing; run as root). For 60 s
// it drives look-ups, anonymous registrations, and installers signing in through the
// embedded provider and sending batches; at 20 s it kills one replica with SIGKILL (and
// starts it again, as an orchestrator would), at 40 s it restarts PostgreSQL. It then prints
// throughput, error rates in and out of the fault windows, recovery times, and whether every
// registration and batch answered 2xx is in the database exactly once, and how long the
// registrations' events took from their writing to a webhook receiver on this machine.
//   npm run build && node --import tsx bench/cluster.ts   (BENCH_DATABASE_URL, BENCH_PG_RESTART)
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endUserCommand } from '../apps/server/test/commands';
import { batchRows } from './support/batch-rows';
import { freePort } from '../apps/server/test/free-port';
import {
  children,
  ensureHaproxy,
  restartPostgres,
  sh,
  startHaproxy,
  startReplica,
  waitFor,
  type Replica,
} from './support/cluster-processes';
import { createDatabase, storedOnce } from './support/cluster-database';
import { signIn, signInFailures } from './support/cluster-sign-in';
import {
  awaitArrivals,
  queuedDeliveries,
  type Arrival,
  reportWebhooks,
  startWebhookProbe,
  subscribe,
} from './support/cluster-webhooks';
import { median, root } from './support/server';

const DURATION_MS = 60_000;
const KILL_AT_MS = 20_000;
const PG_RESTART_AT_MS = 40_000;
/** How long after a fault its errors count as the fault's (the targets: 5 s and 10 s). */
const FAULT_WINDOW_MS = 10_000;
const REPLICAS = 3;
/** The events the webhook probe subscribes to: what the cluster's traffic makes. */
const PROBED_EVENTS = ['registration.created', 'registration.confirmed'];
/** After the traffic, how long the probe may wait for the last deliveries. */
const DRAIN_MS = 60_000;
const LOOKUP_WORKERS = 12;
const REGISTRATION_WORKERS = 3;
const INSTALLER_WORKERS = 2;
const BATCH_ROWS = 50;
const CATALOG_DEVICES = 100_000;
const FIRST_SERIAL = 700_000_000;

const work = mkdtempSync(path.join(tmpdir(), 'pr-cluster-'));

/** One answered (or failed) request, for the figures. */
interface Sample {
  at: number;
  kind: 'lookup' | 'registration' | 'sign-in' | 'batch';
  status: number;
  ms: number;
}

const samples: Sample[] = [];
const registrationIds: string[] = [];
const batchesAnswered = new Map<string, number>();
let started = 0;
/** `started` on the wall clock, to place events (stamped by PostgreSQL) in the fault windows. */
let startedAtEpoch = 0;

async function timed(
  kind: Sample['kind'],
  request: () => Promise<Response>,
): Promise<Response | null> {
  const begin = performance.now();
  try {
    const response = await request();
    samples.push({
      at: begin - started,
      kind,
      status: response.status,
      ms: performance.now() - begin,
    });
    return response;
  } catch {
    samples.push({ at: begin - started, kind, status: 0, ms: performance.now() - begin });
    return null;
  }
}

const running = () => performance.now() - started < DURATION_MS;
const csrf = { cookie: 'XSRF-TOKEN=bench', 'x-xsrf-token': 'bench' };
let nextSerial = FIRST_SERIAL;
const takeSerial = () => String(nextSerial++);

async function lookUps(base: string): Promise<void> {
  while (running()) {
    const serial = FIRST_SERIAL + Math.floor(Math.random() * CATALOG_DEVICES);
    const res = await timed('lookup', () => fetch(`${base}/api/devices/${serial}/FR/fr`));
    await res?.arrayBuffer();
  }
}

async function registrations(base: string): Promise<void> {
  while (running()) {
    const serial = takeSerial();
    const res = await timed('registration', () =>
      fetch(`${base}/api/${serial}?locale=fr-FR`, {
        method: 'PUT',
        headers: { ...csrf, 'content-type': 'application/json' },
        body: JSON.stringify(endUserCommand(serial, `owner-${serial}@example.com`)),
      }),
    );
    if (res?.ok)
      registrationIds.push(((await res.json()) as { registrationId: string }).registrationId);
    else await res?.arrayBuffer();
  }
}

async function installers(base: string): Promise<void> {
  while (running()) {
    const begin = performance.now();
    let token: string | null = null;
    try {
      token = await signIn(base);
    } catch {
      token = null;
    }
    samples.push({
      at: begin - started,
      kind: 'sign-in',
      status: token ? 200 : 0,
      ms: performance.now() - begin,
    });
    if (token === null) continue;
    for (let batch = 0; batch < 5 && running(); batch++) {
      const rows = batchRows(Array.from({ length: BATCH_ROWS }, takeSerial));
      const res = await timed('batch', () =>
        fetch(`${base}/api/devices/batch?locale=fr-FR`, {
          method: 'PUT',
          headers: {
            ...csrf,
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            callerName: 'Dubois Chauffage SARL',
            confirmationEmail: 'contact@dubois-chauffage.example',
            countryCode: 'FR',
            productRegistrations: rows,
          }),
        }),
      );
      if (res?.ok) {
        const answer = (await res.json()) as { batchId: string; registered: number };
        batchesAnswered.set(answer.batchId, answer.registered);
      } else await res?.arrayBuffer();
    }
  }
}

const isError = (sample: Sample) => sample.status === 0 || sample.status >= 500;

function windowFigures(from: number, to: number) {
  const inWindow = samples.filter((s) => s.at >= from && s.at < to);
  const errors = inWindow.filter(isError);
  return {
    requests: inWindow.length,
    errors: errors.length,
    rate: errors.length / Math.max(1, inWindow.length),
  };
}

/** Seconds from a fault to the last error it caused (0 when it caused none). */
function recovery(at: number): number {
  const errors = samples.filter((s) => isError(s) && s.at >= at && s.at < at + FAULT_WINDOW_MS);
  const last = Math.max(at, ...errors.map((s) => s.at + s.ms));
  return (last - at) / 1000;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    throw new Error('Run npm run build first.');
  }
  ensureHaproxy();
  const database = await createDatabase();

  const lbPort = await freePort();
  const base = `http://127.0.0.1:${lbPort}`;
  const unlimited = '1000000';
  const env = {
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: base,
    DATABASE_URL: database.url,
    REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'error',
    // All traffic comes from this one machine: the limits would refuse most of it.
    LOOKUP_RATE_LIMIT_PER_MINUTE: unlimited,
    REGISTRATION_RATE_LIMIT_PER_MINUTE: unlimited,
    REGISTRATION_SERIAL_RATE_LIMIT_PER_HOUR: unlimited,
    CONFIRMATION_MAILS_PER_RECIPIENT_PER_DAY: unlimited,
    BATCH_RATE_LIMIT_PER_MINUTE: unlimited,
    CONSOLE_RATE_LIMIT_PER_MINUTE: unlimited,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    SIGN_IN_RATE_LIMIT_PER_MINUTE: unlimited,
    ACCOUNT_RATE_LIMIT_PER_15_MINUTES: unlimited,
  };

  const ports = await Promise.all(Array.from({ length: REPLICAS }, () => freePort()));
  const replicas: Replica[] = [];
  const probe = await startWebhookProbe();
  let expectedArrivals: number;
  let arrivals: Arrival[];
  try {
    // The first replica migrates and seeds; the catalog then gets devices enough for 60 s.
    replicas.push(startReplica(work, ports[0] ?? 0, env));
    await waitFor(`http://127.0.0.1:${ports[0]}/api/health/ready`);
    const devices = path.join(work, 'devices.csv');
    const lines = ['serialNumber,productModel'];
    for (let i = 0; i < CATALOG_DEVICES; i++) lines.push(`${FIRST_SERIAL + i},CAL-RAD-AURA-600`);
    writeFileSync(devices, `${lines.join('\n')}\n`);
    sh(process.execPath, [path.join(root, 'apps/server/dist/catalog-import.js'), devices], env);
    for (const port of ports.slice(1)) replicas.push(startReplica(work, port, env));
    for (const port of ports) await waitFor(`http://127.0.0.1:${port}/api/health/ready`);
    startHaproxy(work, lbPort, replicas);
    await waitFor(`${base}/api/health/ready`);
    const staffToken = await signIn(base, { email: 'staff@example.com', password: 'Staff-2024!' });
    if (staffToken === null) throw new Error('staff sign-in failed');
    await subscribe(base, staffToken, probe.url, PROBED_EVENTS);
    console.log(
      `${REPLICAS} replicas behind HAProxy at ${base}; driving traffic for ${DURATION_MS / 1000} s…`,
    );

    started = performance.now();
    startedAtEpoch = Date.now();
    const traffic = [
      ...Array.from({ length: LOOKUP_WORKERS }, () => lookUps(base)),
      ...Array.from({ length: REGISTRATION_WORKERS }, () => registrations(base)),
      ...Array.from({ length: INSTALLER_WORKERS }, () => installers(base)),
    ];
    const faults = (async () => {
      await new Promise((resolve) => setTimeout(resolve, KILL_AT_MS));
      const victim = replicas[1];
      victim?.process.kill('SIGKILL');
      console.log(
        `${((performance.now() - started) / 1000).toFixed(1)} s: replica on ${victim?.port} killed (SIGKILL), started again`,
      );
      if (victim) replicas[1] = startReplica(work, victim.port, env);
      await new Promise((resolve) => setTimeout(resolve, PG_RESTART_AT_MS - KILL_AT_MS));
      const restartAt = performance.now();
      await restartPostgres();
      console.log(
        `${((restartAt - started) / 1000).toFixed(1)} s: PostgreSQL restarted (${Math.round(performance.now() - restartAt)} ms)`,
      );
    })();
    await Promise.all([...traffic, faults]);
    expectedArrivals = await queuedDeliveries(database.url);
    await awaitArrivals(probe, expectedArrivals, DRAIN_MS);
  } finally {
    arrivals = await probe.collect();
    await probe.close();
    for (const child of children) child.kill('SIGKILL');
  }

  // What the clients were told was stored must be there, once.
  const { stored, batchRows, duplicates } = await storedOnce(
    database.url,
    registrationIds,
    batchesAnswered,
  );
  await database.drop();
  rmSync(work, { recursive: true, force: true });

  const batchesOk = batchRows.rows.every(
    (row) => Number(row.count) === batchesAnswered.get(row.batch_id),
  );
  const quiet = [
    windowFigures(0, KILL_AT_MS),
    windowFigures(KILL_AT_MS + FAULT_WINDOW_MS, PG_RESTART_AT_MS),
    windowFigures(PG_RESTART_AT_MS + FAULT_WINDOW_MS, DURATION_MS),
  ];
  const quietRequests = quiet.reduce((sum, w) => sum + w.requests, 0);
  const quietErrors = quiet.reduce((sum, w) => sum + w.errors, 0);
  const kill = windowFigures(KILL_AT_MS, KILL_AT_MS + FAULT_WINDOW_MS);
  const restart = windowFigures(PG_RESTART_AT_MS, PG_RESTART_AT_MS + FAULT_WINDOW_MS);
  const pct = (rate: number) => `${(rate * 100).toFixed(3)} %`;

  console.log(
    `\nrequests: ${samples.length} in 60 s = ${Math.round(samples.length / 60)} req/s through HAProxy`,
  );
  for (const kind of ['lookup', 'registration', 'sign-in', 'batch'] as const) {
    const ofKind = samples.filter((s) => s.kind === kind);
    console.log(
      `  ${kind}: ${ofKind.length} (${(ofKind.length / 60).toFixed(1)}/s), median ${median(ofKind.map((s) => s.ms)).toFixed(1)} ms, errors ${ofKind.filter(isError).length}`,
    );
  }
  console.log(
    `errors outside the fault windows: ${quietErrors} of ${quietRequests} = ${pct(quietErrors / Math.max(1, quietRequests))} (target < 0.1 %)`,
  );
  console.log(
    `replica killed at 20 s: ${kill.errors} of ${kill.requests} = ${pct(kill.rate)} (target < 1 %), recovered after ${recovery(KILL_AT_MS).toFixed(1)} s (target ≤ 5 s)`,
  );
  console.log(
    `PostgreSQL restarted at 40 s: ${restart.errors} of ${restart.requests} = ${pct(restart.rate)}, recovered after ${recovery(PG_RESTART_AT_MS).toFixed(1)} s (target ≤ 10 s)`,
  );
  console.log(
    `registrations answered 2xx: ${registrationIds.length}, in the database: ${stored.rows[0]?.count}`,
  );
  console.log(
    `batches answered 2xx: ${batchesAnswered.size} (${[...batchesAnswered.values()].reduce((a, b) => a + b, 0)} rows), in the database with their rows: ${batchesOk && batchRows.rows.length === batchesAnswered.size ? 'all' : 'NOT ALL'}; serials registered twice by batches: ${duplicates.rows[0]?.count}`,
  );

  const inFault = (at: number) =>
    (at >= KILL_AT_MS && at < KILL_AT_MS + FAULT_WINDOW_MS) ||
    (at >= PG_RESTART_AT_MS && at < PG_RESTART_AT_MS + FAULT_WINDOW_MS);
  const webhooksOk = reportWebhooks(
    arrivals,
    expectedArrivals,
    startedAtEpoch,
    (at) => !inFault(at),
  );

  if (signInFailures.size > 0) {
    console.log(
      `sign-ins that failed: ${[...signInFailures].map(([reason, n]) => `${n} × ${reason}`).join(', ')}`,
    );
  }
  const missed = [
    quietErrors / Math.max(1, quietRequests) >= 0.001 && 'errors outside the fault windows',
    kill.rate >= 0.01 && 'errors after the replica kill',
    recovery(KILL_AT_MS) > 5 && 'recovery from the replica kill',
    recovery(PG_RESTART_AT_MS) > 10 && 'recovery from the PostgreSQL restart',
    Number(stored.rows[0]?.count) !== registrationIds.length && 'registrations stored once',
    !(batchesOk && batchRows.rows.length === batchesAnswered.size) && 'batches stored once',
    Number(duplicates.rows[0]?.count) !== 0 && 'serials registered once',
    !webhooksOk && 'webhook deliveries (all, p95 < 2 s)',
  ].filter((target) => target !== false);
  console.log(missed.length === 0 ? 'Every target met.' : `Missed: ${missed.join(', ')}.`);
  process.exitCode = missed.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  for (const child of children) child.kill('SIGKILL');
  console.error(error);
  process.exit(1);
});
