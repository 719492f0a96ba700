import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { afterAll, describe, expect, inject, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

function run(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

// Child processes start slowly on a loaded two-core machine.
describe('processes', { timeout: 120_000 }, () => {
  // A copy of the migrated, seeded template: a fresh PGlite folder alone takes seconds to create.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-process-'));
  cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('the server refuses a bad setting with one line and exit code 1', async () => {
    const { code, output } = await run(['apps/server/src/server.ts'], {
      PORT: 'abc',
      DATA_DIR: dataDir,
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe('Invalid configuration: PORT must be a number');
  });

  it('catalog:import imports files and reports invalid rows with file and line', async () => {
    const cli = 'apps/server/src/modules/catalog/import-cli.ts';
    const good = await run([cli, 'examples/catalog/products.csv', 'examples/catalog/devices.csv'], {
      DATA_DIR: dataDir,
    });
    expect(good.output).toContain('Imported 2 products, 3 devices, 0 incentives');
    expect(good.code).toBe(0);

    const bad = await run([cli, 'examples/catalog/devices.csv', 'examples/catalog/missing.csv'], {
      DATA_DIR: dataDir,
    });
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('examples/catalog/missing.csv:0: cannot read');
    expect(bad.output).toContain('Nothing imported: 1 invalid row(s).');
  });

  it('the server serves, with metrics on their own port, then shuts down on SIGTERM with exit code 0', async () => {
    const port = await freePort();
    const metricsPort = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        DATA_DIR: dataDir,
      },
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    let health: Response | undefined;
    for (let attempt = 0; attempt < 1000 && !health; attempt++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health?.status).toBe(200);
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(await metrics.text()).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="\/api\/health"/,
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
