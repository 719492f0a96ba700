import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, max, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import { openDatabase } from '../src/db/client';
import { demoCatalog } from '../src/wiring/demo-data/demo-catalog';
import { isDatabaseUnavailable } from '../src/db/driver-errors';
import { devices, incentives, products } from '../src/db/schema';
import { seedDemo, seedDemoData } from '../src/wiring/demo-data/seed-demo';
import { DEFAULT_STAFF_ROLE } from '@pr/contracts';
import { createTestDatabase, databaseKinds, openTestDatabase, testPasswords } from './test-app';

describe('embedded database', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-lifecycle-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates an empty folder at start and keeps its data across a restart', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
    await seedDemo(first.db);
    await first.close();
    const second = await openDatabase({ databaseUrl: undefined, dataDir, poolSize: 1 });
    const [row] = await second.db.select({ n: count() }).from(devices);
    await second.close();
    expect(row?.n).toBe(demoCatalog.devices.length);
  });
});

describe.each(databaseKinds)('demo seed on %s', (kind) => {
  it('is idempotent', async () => {
    const { handle, close } = await openTestDatabase(kind);
    try {
      const counts = async () =>
        Promise.all(
          [products, devices, incentives].map(
            async (t) => (await handle.db.select({ n: count() }).from(t))[0]?.n,
          ),
        );
      const before = await counts();
      await seedDemo(handle.db);
      await seedDemo(handle.db);
      expect(await counts()).toEqual(before);
      expect(before).toEqual([
        demoCatalog.products.length,
        demoCatalog.devices.length,
        demoCatalog.incentives.length,
      ]);
    } finally {
      await close();
    }
  });

  it('is written once for the same content: another start changes no row', async () => {
    const { handle, close } = await openTestDatabase(kind);
    try {
      const lastUpdate = async () =>
        (await handle.db.select({ at: max(products.updatedAt) }).from(products))[0]?.at;
      await seedDemoData(handle.db, {
        accountsStaffRole: DEFAULT_STAFF_ROLE,
        passwords: testPasswords,
      });
      const seeded = await lastUpdate();
      await seedDemoData(handle.db, {
        accountsStaffRole: DEFAULT_STAFF_ROLE,
        passwords: testPasswords,
      });
      expect(await lastUpdate()).toEqual(seeded);
      // Different demo content (here the staff role of the demo accounts) is written again.
      await seedDemoData(handle.db, {
        accountsStaffRole: 'another-role',
        passwords: testPasswords,
      });
      expect(await lastUpdate()).not.toEqual(seeded);
    } finally {
      await close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL connections', () => {
  it('survives idle connections cut by the database (restart, failover) and reconnects', async () => {
    const { handle, close } = await openTestDatabase('postgres');
    try {
      const [own] = await handle.db
        .select({ name: sql<string>`current_database()` })
        .from(products)
        .limit(1);
      // What a restart or failover does to the pool's idle connections: the server ends them.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [own?.name],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [row] = await handle.db.select({ n: count() }).from(products);
      expect(row?.n).toBe(5);
    } finally {
      await close();
    }
  });

  it('gives up on a statement past the statement timeout, and on a server that never answers', async () => {
    const { handle, close } = await openTestDatabase('postgres');
    const silent = net.createServer(() => undefined);
    try {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-timeouts-'));
      const [own] = await handle.db
        .select({ name: sql<string>`current_database()` })
        .from(products)
        .limit(1);
      const url = new URL(process.env.TEST_DATABASE_URL ?? '');
      url.pathname = `/${own?.name ?? ''}`;
      const timed = await openDatabase({
        databaseUrl: url.toString(),
        dataDir,
        poolSize: 1,
        statementTimeoutMs: 200,
      });
      const slow = timed.db.execute(sql`select pg_sleep(2)`);
      await expect(slow).rejects.toSatisfy(isDatabaseUnavailable);
      await timed.close();

      // A server that takes the connection and never says a word.
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', () => resolve()));
      const { port } = silent.address() as net.AddressInfo;
      const started = Date.now();
      await expect(
        openDatabase({
          databaseUrl: `postgres://postgres@127.0.0.1:${port}/none`,
          dataDir,
          poolSize: 1,
          connectTimeoutMs: 300,
        }),
      ).rejects.toSatisfy(isDatabaseUnavailable);
      expect(Date.now() - started).toBeLessThan(5000);
      rmSync(dataDir, { recursive: true, force: true });
    } finally {
      silent.close();
      await close();
    }
  });

  it('runs a migration longer than a request’s statement may take to its end', async () => {
    const database = await createTestDatabase('postgres', { empty: true });
    const migrationsFolder = mkdtempSync(path.join(tmpdir(), 'pr-slow-migration-'));
    try {
      // One migration whose only statement outlasts the statement timeout and its client-side
      // margin (200 + 1,000 ms): an index built over millions of rows does.
      mkdirSync(path.join(migrationsFolder, 'meta'));
      writeFileSync(path.join(migrationsFolder, '0000_slow.sql'), 'select pg_sleep(1.5);');
      writeFileSync(
        path.join(migrationsFolder, 'meta/_journal.json'),
        JSON.stringify({
          version: '7',
          dialect: 'postgresql',
          entries: [{ idx: 0, version: '7', when: 1, tag: '0000_slow', breakpoints: true }],
        }),
      );
      const handle = await openDatabase({
        databaseUrl: database.env.DATABASE_URL,
        dataDir: database.env.DATA_DIR ?? '',
        poolSize: 1,
        statementTimeoutMs: 200,
        migrationsFolder,
      });
      // The requests' own limit still holds once the migration is done.
      await expect(handle.db.execute(sql`select pg_sleep(2)`)).rejects.toSatisfy(
        isDatabaseUnavailable,
      );
      await handle.close();
    } finally {
      rmSync(migrationsFolder, { recursive: true, force: true });
      await database.cleanup();
    }
  });
});
