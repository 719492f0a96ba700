// Memory and `/api/health` latency while 8 anonymous clients each send a 60 MB body at once,
// to the console's catalog import, the installers' batch route and a public route: bodies
// nobody signed in may send. Targets: memory growth under 50 MB, health p99 under 100 ms
// (exits 1 when missed); `BENCH_BEFORE=<checkout>` measures an earlier checkout first.
// Linux only: the server's memory is read from /proc/<pid>/status.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './support/server';

const CLIENTS = 8;
const BODY_BYTES = 60 * 1024 * 1024;
/** The batch route takes 16 MB at most: a body under its limit, which it used to read. */
const BATCH_BYTES = 15 * 1024 * 1024;
const CHUNK = Buffer.alloc(256 * 1024, 0x20);
const MAX_GROWTH_MB = 50;
const MAX_HEALTH_P99_MS = 100;
const CSRF = 'bench-csrf-token';

/** Resident memory of a process, in MB. */
function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * Sends all `bytes`, as an attacker would, even after the answer came; resolves with
 * the status (or the error that ended the upload) once the body is sent or cut off.
 */
function upload(
  base: string,
  method: 'POST' | 'PUT',
  route: string,
  bytes = BODY_BYTES,
): Promise<string> {
  return new Promise((resolve) => {
    const req = request(new URL(route, base), {
      method,
      headers: {
        'content-type': 'application/json',
        'content-length': String(bytes),
        cookie: `XSRF-TOKEN=${CSRF}`,
        'x-xsrf-token': CSRF,
      },
    });
    let status: string | undefined;
    let ended = false;
    const finish = (outcome: string) => {
      if (ended) return;
      ended = true;
      req.destroy();
      resolve(status ?? outcome);
    };
    req.on('response', (res) => {
      status = String(res.statusCode);
      res.resume();
      res.on('end', () => {
        if (sent >= bytes) finish(status ?? '');
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => finish(error.code ?? error.message));
    req.on('close', () => finish('closed'));
    let sent = 0;
    const write = () => {
      while (sent < bytes && !ended) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) {
          req.once('drain', write);
          return;
        }
      }
      if (!ended) req.end();
    };
    write();
  });
}

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function measure(
  base: string,
  pid: number,
  method: 'POST' | 'PUT',
  route: string,
  bytes = BODY_BYTES,
) {
  const before = residentMb(pid);
  let peak = before;
  let done = false;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMb(pid));
  }, 20);
  const latencies: number[] = [];
  const health = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  // Health is checked for a while before, during and after the uploads: a few hundred
  // checks, so that p99 is not simply the slowest of a handful.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: CLIENTS }, () => upload(base, method, route, bytes)),
  );
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  done = true;
  await health;
  clearInterval(sampler);
  const growth = peak - before;
  const p99 = percentile(latencies, 99);
  const counts = outcomes.reduce<Record<string, number>>(
    (all, outcome) => ({ ...all, [outcome]: (all[outcome] ?? 0) + 1 }),
    {},
  );
  console.log(
    `${method} ${route}: ${CLIENTS} × ${bytes / 1024 / 1024} MB anonymous in ${seconds.toFixed(2)} s, answers ${JSON.stringify(counts)}; ` +
      `memory ${before.toFixed(0)} → peak ${peak.toFixed(0)} MB (+${growth.toFixed(1)} MB); ` +
      `/api/health ${latencies.length} checks, p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms, max ${Math.max(...latencies).toFixed(1)} ms`,
  );
  return growth < MAX_GROWTH_MB && p99 < MAX_HEALTH_P99_MS;
}

/** Measures the server of `checkout` (this one unless BENCH_BEFORE names an earlier one). */
async function bench(name: string, checkout?: string): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-bench-uploads-'));
  const server = await startServer({ DATA_DIR: dataDir }, checkout);
  try {
    const pid = server.process.pid ?? 0;
    // Warm up the routes measured, so their first-use costs are not counted as growth.
    for (let i = 0; i < 20; i++) await (await fetch(`${server.url}/api/health`)).arrayBuffer();
    await upload(server.url, 'POST', '/api/console/catalog/import');
    await upload(server.url, 'PUT', '/api/devices/batch', BATCH_BYTES);
    await upload(server.url, 'PUT', '/api/908765401');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    console.log(`# ${name}`);
    const results = [
      await measure(server.url, pid, 'POST', '/api/console/catalog/import'),
      await measure(server.url, pid, 'PUT', '/api/devices/batch', BATCH_BYTES),
      await measure(server.url, pid, 'PUT', '/api/908765401'),
    ];
    return results.every(Boolean);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const before = process.env.BENCH_BEFORE;
if (before) await bench(`before (${before})`, before);
const met = await bench('this checkout');
console.log(
  `targets: growth < ${MAX_GROWTH_MB} MB, health p99 < ${MAX_HEALTH_P99_MS} ms: ${met ? 'met' : 'MISSED'}`,
);
if (!met) process.exitCode = 1;
