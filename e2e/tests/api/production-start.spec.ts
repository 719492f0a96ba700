import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { freePort } from '../../../apps/server/test/free-port';

const root = path.resolve(import.meta.dirname, '../../..');

test('npm start on a built tree starts the bundled server without building again', async () => {
  test.setTimeout(120_000);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-e2e-start-'));
  // What `npm start` runs; this test run built the tree before it started.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(
        async () => {
          const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
          return res?.status;
        },
        { timeout: 90_000 },
      )
      .toBe(200);
    expect(output).not.toContain('building');
    const page = await fetch(`http://127.0.0.1:${port}/fr-FR/`);
    expect(await page.text()).toContain('data-prerendered="/fr-FR/"');
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
});
