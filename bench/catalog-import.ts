// Imports 100,000 device rows from CSV into a fresh embedded database, three times, and
// prints the median duration and rows/s. Target: under 30 s.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeBenchCatalog } from './support/catalog';
import { median, root } from './support/server';

const ROWS = 100_000;
const RUNS = 3;

const work = mkdtempSync(path.join(tmpdir(), 'pr-bench-import-'));
const [products, devices] = writeBenchCatalog(work, ROWS, 500_000_000);

const seconds: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const dataDir = path.join(work, `data-${run}`);
  const output = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/catalog/import-cli.ts', products, devices],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
  );
  const match = /in ([\d.]+) s\./.exec(output);
  if (!match?.[1]) throw new Error(`unexpected output: ${output}`);
  seconds.push(Number(match[1]));
  console.log(`run ${run + 1}: ${output.trim()}`);
}
rmSync(work, { recursive: true, force: true });
const m = median(seconds);
console.log(
  `catalog import, ${ROWS} devices on PGlite: median ${m.toFixed(1)} s, ${Math.round(ROWS / m)} rows/s (runs: ${seconds.join(', ')} s)`,
);
