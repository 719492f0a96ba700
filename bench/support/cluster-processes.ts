// The processes of bench/cluster.ts: replicas of the built server, HAProxy and PostgreSQL.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './server';

/** Every process the cluster bench started, to be killed however it ends. */
export const children: ChildProcess[] = [];

export function sh(command: string, args: string[], env: Record<string, string> = {}): string {
  const result = spawnSync(command, args, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

export function ensureHaproxy(): void {
  if (spawnSync('haproxy', ['-v']).status === 0) return;
  console.log('Installing HAProxy…');
  sh('apt-get', ['install', '-y', '-qq', 'haproxy']);
}

/**
 * Restarts PostgreSQL without blocking the traffic of this process meanwhile; BENCH_PG_RESTART
 * is the command (default: pg_ctlcluster <version> main restart).
 */
export function restartPostgres(): Promise<void> {
  const [version] = readdirSync('/etc/postgresql');
  const command =
    process.env.BENCH_PG_RESTART ??
    `pg_ctlcluster --skip-systemctl-redirect ${version ?? '?'} main restart`;
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command], { stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`)),
    );
  });
}

export async function waitFor(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await fetch(url).catch(() => null);
    if (res?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer in time`);
}

export interface Replica {
  port: number;
  process: ChildProcess;
}

export function startReplica(work: string, port: number, env: Record<string, string>): Replica {
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      DATA_DIR: path.join(work, `replica-${port}`),
    },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  children.push(child);
  return { port, process: child };
}

export function startHaproxy(work: string, port: number, replicas: Replica[]): ChildProcess {
  const config = path.join(work, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'defaults',
      '  mode http',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option forwardfor',
      '  retry-on conn-failure empty-response',
      '  retries 3',
      '  option redispatch',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      '  default_backend replicas',
      'backend replicas',
      '  balance roundrobin',
      '  option httpchk GET /api/health/ready',
      '  http-check expect status 200',
      '  default-server inter 1s fall 2 rise 1',
      ...replicas.map((r, i) => `  server app${i + 1} 127.0.0.1:${r.port} check`),
      '',
    ].join('\n'),
  );
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  return child;
}
