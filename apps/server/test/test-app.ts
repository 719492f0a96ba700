import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedDemo } from '../src/wiring/demo-data/seed-demo';
import { seedDemoPlaces } from '../src/modules/places/demo-places';
import { TEST_PASSWORD_HASH_COST } from './test-passwords';

export { testPasswords } from './test-passwords';

export type DatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];

const testEnv = { LOG_LEVEL: 'silent', PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST) };

interface TestDatabase {
  env: Record<string, string>;
  cleanup: () => Promise<void>;
}

/**
 * A database of its own for one test file: a copy of the migrated, seeded template (PGlite's
 * data folder, or PostgreSQL's template database), or with `empty` a new PostgreSQL database
 * nothing was ever done to.
 */
export async function createTestDatabase(
  kind: DatabaseKind,
  { empty = false }: { empty?: boolean } = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pr-test-'));
  if (kind === 'pglite') {
    cpSync(inject('pgliteTemplateDir'), dataDir, { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const name = `pr_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = empty ? '' : inject('postgresTemplate');
  await admin.query(`create database ${name}${template === '' ? '' : ` template ${template}`}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    cleanup: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close: () => Promise<void>;
}

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({ ...testEnv, ...database.env, ...env });
  const app = await buildApp(config, options);
  return {
    app,
    config,
    close: async () => {
      await app.close();
      await database.cleanup();
    },
  };
}

/**
 * The app of the enclosing file or `describe`: made in beforeAll, closed in afterAll. The
 * handle reads as the TestApp itself (`t.app`, `t.config`) once beforeAll has run. `env` may
 * be a function, for values an earlier beforeAll makes (a mail server's address).
 */
export function useTestApp(
  kind: DatabaseKind,
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: BuildOptions = {},
): TestApp {
  let current: TestApp | undefined;
  const made = () => {
    if (current === undefined) throw new Error('the test app is used outside its hooks');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(kind, typeof env === 'function' ? env() : env, options);
  });
  afterAll(async () => {
    await current?.close();
    current = undefined;
  });
  return {
    get app() {
      return made().app;
    },
    get config() {
      return made().config;
    },
    close: async () => {
      const app = made();
      current = undefined;
      await app.close();
    },
  };
}

/** Opens a seeded test database directly, for services tested without HTTP. */
export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  const database = await createTestDatabase(kind);
  const config = loadConfig({ ...testEnv, ...database.env });
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: 2,
  });
  // The PGlite copy is seeded already; a new PostgreSQL database is not. Seeding is idempotent.
  await seedDemo(handle.db);
  await seedDemoPlaces(handle.db);
  return {
    handle,
    close: async () => {
      await handle.close();
      await database.cleanup();
    },
  };
}

/** Headers for an unsafe request that passes the CSRF double-submit check. */
export function csrfHeaders(token = 'test-csrf-token'): Record<string, string> {
  return { cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': token };
}
