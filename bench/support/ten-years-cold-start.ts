import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, startServer } from './server';

const STARTS = 5;

/**
 * The server's start on the ten-year database, its migrations applied: spawn to the first
 * healthy answer, as a replica joining the cluster (`npm run build` first: the bundle starts).
 * Medians of five starts.
 */
export async function measureColdStart(url: string): Promise<{ p50: number; runs: number[] }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-ten-years-start-'));
  const runs: number[] = [];
  try {
    for (let start = 0; start < STARTS; start += 1) {
      const server = await startServer({
        DATABASE_URL: url,
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
      });
      runs.push(server.readyMs);
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const p50 = median(runs);
  console.log(
    `cold start on the ten-year database: p50 ${p50.toFixed(0)} ms (${runs.map((ms) => ms.toFixed(0)).join(', ')}; target 1000)`,
  );
  return { p50, runs };
}
