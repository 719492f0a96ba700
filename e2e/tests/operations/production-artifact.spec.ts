import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { freePort } from '../../../apps/server/test/free-port';

/**
 * The folder the container image runs (Dockerfile, scripts/assemble-artifact.mjs): the one
 * `npm test` assembled and runs this whole suite against, or one assembled here.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let artifact = process.env.E2E_SERVER_DIR ?? '';

/** Build and test tools: none may be in an image that only runs the server. */
const DEV_ONLY = [
  'vite',
  'vitest',
  'esbuild',
  'tsx',
  'typescript',
  '@playwright/test',
  'drizzle-kit',
  'eslint',
  'jsdom',
  'exceljs',
  // The server renderer bundles React DOM (apps/web/vite.config.ts `ssr.noExternal`).
  'react-dom',
  '@types/pg',
];

const installed = (name: string) =>
  existsSync(path.join(artifact, 'node_modules', name)) ||
  existsSync(path.join(artifact, 'apps/server/node_modules', name));

test.describe('the production artifact', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(() => {
    if (artifact !== '') return;
    test.setTimeout(180_000);
    artifact = mkdtempSync(path.join(tmpdir(), 'pr-artifact-'));
    const assembled = spawnSync(process.execPath, ['scripts/assemble-artifact.mjs', artifact], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(assembled.status, assembled.stderr).toBe(0);
  });

  test('holds the server production dependencies and no build or test tool', () => {
    const manifest = JSON.parse(
      readFileSync(path.join(artifact, 'apps/server/package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> };
    const needed = Object.keys(manifest.dependencies);
    expect(needed).toContain('fastify');
    expect(needed.filter((name) => !installed(name))).toEqual([]);
    expect(DEV_ONLY.filter(installed)).toEqual([]);
    const size = spawnSync('du', ['-sm', path.join(artifact, 'node_modules')], {
      encoding: 'utf8',
    });
    test.info().annotations.push({
      type: 'node_modules',
      description: `${size.stdout.split('\t')[0]} MB`,
    });
  });

  test('starts as the image does, serves the pages and the API, and stops on SIGTERM', async () => {
    test.setTimeout(120_000);
    const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('node scripts/assemble-artifact.mjs /artifact');
    expect(dockerfile).toContain('CMD ["node", "apps/server/dist/server.js"]');

    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-artifact-data-'));
    const started = performance.now();
    const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: artifact,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
      },
    });
    let output = '';
    let logs = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => (logs += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const base = `http://127.0.0.1:${port}`;
    try {
      await expect
        .poll(async () => (await fetch(`${base}/api/health/ready`).catch(() => null))?.status, {
          timeout: 90_000,
        })
        .toBe(200);
      test.info().annotations.push({
        type: 'ready after',
        description: `${Math.round(performance.now() - started)} ms (fresh data folder)`,
      });

      const landing = await fetch(`${base}/fr-FR/`, { headers: { 'Accept-Encoding': 'br' } });
      expect(landing.headers.get('content-encoding')).toBe('br');
      expect(await landing.text()).toContain('data-prerendered="/fr-FR/"');
      const lookup = await fetch(`${base}/api/devices/908765401/FR/fr`);
      expect(((await lookup.json()) as { name: string }).name).toBe('Radiateur design Aura 600');
      const entry = /data-entry="(\/assets\/[^"]+\.js)"/.exec(
        await (await fetch(`${base}/`)).text(),
      );
      expect((await fetch(`${base}${entry?.[1] ?? '/missing.js'}`)).status).toBe(200);

      child.kill('SIGTERM');
      expect(await exited, `the server's log:\n${logs}${output}`).toBe(0);
      expect(output).toBe('');
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('applies the migrations as a deployment job does, once', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-artifact-migrate-'));
    const migrate = () =>
      spawnSync(process.execPath, ['apps/server/dist/migrate.js'], {
        cwd: artifact,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir },
      });
    try {
      for (const run of [migrate(), migrate()]) {
        expect(run.status, run.stderr).toBe(0);
        expect(run.stdout).toContain('The database holds every migration of this release.');
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
