// Serial look-up on the embedded database, measured with autocannon from this process after
// a 2 s warm-up: latency with one connection (what one user waits), then throughput with 10.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './support/server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-bench-lookup-'));
const server = await startServer({ DATA_DIR: dataDir, LOOKUP_RATE_LIMIT_PER_MINUTE: '100000000' });
const url = `${server.url}/api/devices/908765401/FR/fr`;
await autocannon({ url, connections: 10, duration: 2 });
const single = await autocannon({ url, connections: 1, duration: 10 });
const loaded = await autocannon({ url, connections: 10, duration: 10 });
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
for (const [label, result] of [
  ['1 connection', single],
  ['10 connections', loaded],
] as const) {
  console.log(
    `serial look-up on PGlite, ${label}: median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`,
  );
}
