import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { livenessSchema, readinessSchema } from '@pr/contracts';
import { migrationsApplied } from '../src/db/migration-status';
import * as schema from '../src/db/schema';
import { createTestDatabase, databaseKinds, useTestApp } from './test-app';

// Live but not ready while the database is gone: database-outage.test.ts.

const root = path.resolve(import.meta.dirname, '../../..');

describe.each(databaseKinds)('health probes on %s', (kind) => {
  const t = useTestApp(kind);

  /** Makes the database look as if it lacked this release's newest migration, or undoes it. */
  const shiftNewestMigration = (by: number) =>
    t.app.database.db.execute(sql`
      update drizzle.__drizzle_migrations set created_at = created_at + ${by}
      where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);

  it('is live without asking the database, and ready once it holds every migration', async () => {
    const live = await t.app.inject('/api/health/live');
    expect(live.statusCode).toBe(200);
    expect(livenessSchema.parse(live.json())).toMatchObject({ status: 'ok' });

    const ready = await t.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(readinessSchema.parse(ready.json())).toMatchObject({ migrations: 'applied' });
  });

  it('is not ready while a migration of this release is missing, and live all the same', async () => {
    await shiftNewestMigration(-1);
    try {
      const ready = await t.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        code: 'migrations_pending',
        message: "The database lacks this release's migrations: run npm run db:migrate.",
      });
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await shiftNewestMigration(1);
    }
    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('npm run db:migrate', { timeout: 120_000 }, () => {
  it('migrates an empty PostgreSQL database and exits 0', async () => {
    const database = await createTestDatabase('postgres', { empty: true });
    const pool = new pg.Pool({ connectionString: database.env.DATABASE_URL });
    try {
      const db = drizzle(pool, { schema });
      expect(await migrationsApplied(db)).toBe(false);

      const { code, output } = await new Promise<{ code: number | null; output: string }>(
        (resolve) => {
          const child = spawn('npm', ['run', '--silent', 'db:migrate'], {
            cwd: root,
            env: { ...process.env, LOG_LEVEL: 'warn', ...database.env },
          });
          let text = '';
          child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
          child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
          child.on('close', (exitCode) => resolve({ code: exitCode, output: text }));
        },
      );
      expect(output).toContain('The database holds every migration of this release.');
      expect(code).toBe(0);
      expect(await migrationsApplied(db)).toBe(true);
    } finally {
      await pool.end();
      await database.cleanup();
    }
  });
});
