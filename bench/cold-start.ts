// Server cold start on an existing data folder: spawn to first healthy /api/health,
// seven times after one warm-up start that creates the folder. Prints the median.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, startServer } from './support/server';

const RUNS = 7;
const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-bench-start-'));
const first = await startServer({ DATA_DIR: dataDir });
console.log(`first start (empty folder): ${Math.round(first.readyMs)} ms`);
await first.stop();

const times: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const server = await startServer({ DATA_DIR: dataDir });
  times.push(server.readyMs);
  await server.stop();
}
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `cold start on an existing data folder: median ${Math.round(median(times))} ms (runs: ${times.map(Math.round).join(', ')} ms)`,
);
