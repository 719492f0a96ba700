// Server cold start on an existing data folder: spawn to first healthy /api/health, seven
// times after one warm-up start that creates the folder. Prints the median. The server runs
// as `npm start` does (the bundle: `npm run build` first). `BENCH_BEFORE=/path/to/checkout`
// measures an earlier checkout's server beside it, the two taking turns.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, root, startServer } from './support/server';

const RUNS = 7;
const before = process.env.BENCH_BEFORE;
const checkouts = [
  ...(before ? [{ label: 'before', dir: before }] : []),
  { label: 'now', dir: root },
];
const times = new Map(checkouts.map(({ label }) => [label, [] as number[]]));
const dataDirs = new Map(
  checkouts.map(({ label }) => [
    label,
    mkdtempSync(path.join(tmpdir(), `pr-bench-start-${label}-`)),
  ]),
);

for (const { label, dir } of checkouts) {
  const first = await startServer({ DATA_DIR: dataDirs.get(label) ?? '' }, dir);
  console.log(`${label}: first start (empty folder): ${Math.round(first.readyMs)} ms`);
  await first.stop();
}
for (let run = 0; run < RUNS; run++) {
  for (const { label, dir } of checkouts) {
    const server = await startServer({ DATA_DIR: dataDirs.get(label) ?? '' }, dir);
    times.get(label)?.push(server.readyMs);
    await server.stop();
  }
}
for (const [label, runs] of times) {
  rmSync(dataDirs.get(label) ?? '', { recursive: true, force: true });
  console.log(
    `${label}: cold start on an existing data folder: median ${Math.round(median(runs))} ms (runs: ${runs.map(Math.round).join(', ')} ms)`,
  );
}
