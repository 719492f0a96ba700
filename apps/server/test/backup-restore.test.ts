import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { registrations } from '../src/db/schema';
import { endUserCommand } from './commands';
import { createTestApp, createTestDatabase, csrfHeaders } from './test-app';

/** The backup and restore of docs/operations.md, with the PostgreSQL client tools. */
function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${command} is needed: ${result.error.message}`);
  expect(result.status, result.stderr).toBe(0);
}

describe.runIf(process.env.TEST_DATABASE_URL)('backup and restore', { timeout: 120_000 }, () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'pr-backup-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('restores a pg_dump of the demo data into an empty database that then serves it', async () => {
    const source = await createTestApp('postgres');
    const target = await createTestDatabase('postgres', { empty: true });
    const dump = path.join(folder, 'registration.dump');
    try {
      const stored = await source.app.inject({
        method: 'PUT',
        url: '/api/908765401?locale=fr-FR',
        payload: endUserCommand('908765401'),
        headers: csrfHeaders(),
      });
      expect(stored.statusCode).toBe(201);
      const { registrationId } = stored.json<{ registrationId: string }>();

      run('pg_dump', ['--format=custom', `--file=${dump}`, source.config.databaseUrl ?? '']);
      expect(statSync(dump).size).toBeGreaterThan(0);
      run('pg_restore', [
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        `--dbname=${target.env.DATABASE_URL}`,
        dump,
      ]);

      // A replica on the restored database: nothing to migrate, nothing to seed.
      const restored = await buildApp(
        loadConfig({ LOG_LEVEL: 'silent', ...target.env, SEED_DEMO: 'false' }),
      );
      try {
        expect((await restored.inject('/api/health/ready')).statusCode).toBe(200);
        const lookup = await restored.inject('/api/devices/908765401/FR/fr');
        expect(lookup.statusCode, lookup.body).toBe(200);
        expect(lookup.json()).toMatchObject({ name: 'Radiateur design Aura 600' });
        const [row] = await restored.database.db
          .select()
          .from(registrations)
          .where(eq(registrations.id, registrationId));
        expect(row).toMatchObject({
          serialNumber: '908765401',
          endUserEmail: 'claire@example.com',
        });
        const next = await restored.inject({
          method: 'PUT',
          url: '/api/100000001?locale=fr-FR',
          payload: endUserCommand('100000001'),
          headers: csrfHeaders(),
        });
        expect(next.statusCode).toBe(201);
      } finally {
        await restored.close();
      }
    } finally {
      await source.close();
      await target.cleanup();
    }
  });
});
