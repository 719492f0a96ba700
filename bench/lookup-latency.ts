// Serial look-up latency on the embedded database, measured with autocannon from this
// process: 10 connections for 10 s after a 2 s warm-up. Prints median and p99.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer } from './support/server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-bench-lookup-'));
const server = await startServer({ DATA_DIR: dataDir, LOOKUP_RATE_LIMIT_PER_MINUTE: '100000000' });
const url = `${server.url}/api/devices/908765401/FR/fr`;
await autocannon({ url, connections: 10, duration: 2 });
const result = await autocannon({ url, connections: 10, duration: 10 });
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `serial look-up on PGlite: median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`,
);
