import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/free-port';

export const root = path.resolve(import.meta.dirname, '../..');

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  readyMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server as `npm start` does, its bundle (`npm run build` first), and waits
 * for health; `checkout` runs another checkout's server (an earlier commit, for figures side
 * by side), through tsx if that checkout has no bundle.
 */
export async function startServer(
  env: Record<string, string>,
  checkout: string = root,
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const bundle = path.join(checkout, 'apps/server/dist/server.js');
  const args = existsSync(bundle) ? [bundle] : ['--import', 'tsx', 'apps/server/src/server.ts'];
  const child = spawn(process.execPath, args, {
    cwd: checkout,
    // PUBLIC_BASE_URL: the embedded identity provider's issuer, for benches that sign in.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - started;
  return {
    url,
    process: child,
    readyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** A server a browser bench measures: one already running, or this checkout's, started here. */
export interface MeasuredServer {
  name: string;
  url: string;
  stop?: () => Promise<void>;
}

/**
 * The servers named in `listed` (`name=url,name=url`: running servers compared side by side
 * in one run), or else this checkout's built server started with `env` on a fresh data folder.
 */
export async function serversToMeasure(
  listed: string | undefined,
  env: Record<string, string> = {},
): Promise<MeasuredServer[]> {
  if (listed !== undefined) {
    return listed.split(',').map((entry) => {
      const [name = '', url = ''] = entry.split('=');
      return { name, url };
    });
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-bench-'));
  const server = await startServer({ DATA_DIR: dataDir, ...env });
  return [
    {
      name: 'this build',
      url: server.url,
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    },
  ];
}
