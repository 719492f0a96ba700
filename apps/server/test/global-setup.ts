import { DEFAULT_STAFF_ROLE } from '@pr/contracts';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/wiring/demo-data/seed-demo';
import { seedDemoAccounts } from '../src/modules/accounts/demo-accounts';
import { seedDemoPlaces } from '../src/modules/places/demo-places';
import { testPasswords } from './test-passwords';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
    /** The migrated, seeded PostgreSQL database test databases are copied from; '' without one. */
    postgresTemplate: string;
  }
}

/** Migrates and seeds the database at `databaseUrl` (or a PGlite in `dataDir`) with the demo data. */
async function seedTemplate(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl, dataDir, poolSize: 1 });
  await seedDemo(handle.db);
  await seedDemoAccounts(handle.db, testPasswords, DEFAULT_STAFF_ROLE);
  await seedDemoPlaces(handle.db);
  await handle.close();
}

/**
 * With TEST_DATABASE_URL, a PostgreSQL database migrated and seeded once, which every test
 * file's database is created from (`create database … template`): migrating and seeding a
 * new database per file was a minute of every CI run. Dropped after the run.
 */
async function postgresTemplate(
  dataDir: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl === undefined || adminUrl === '') return { name: '', drop: async () => undefined };
  const name = `pr_template_${randomUUID().replaceAll('-', '')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await seedTemplate(url.toString(), dataDir);
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

/**
 * Creating an empty PGlite takes seconds; a migrated, seeded data folder made once and
 * copied per test file takes a fraction of that.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pr-pglite-template-'));
  const postgresDir = mkdtempSync(path.join(tmpdir(), 'pr-postgres-template-'));
  const [, postgres] = await Promise.all([
    seedTemplate(undefined, dir),
    postgresTemplate(postgresDir),
  ]);
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgresTemplate', postgres.name);
  return async () => {
    await postgres.drop();
    rmSync(dir, { recursive: true, force: true });
    rmSync(postgresDir, { recursive: true, force: true });
  };
}
