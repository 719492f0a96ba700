import { DEFAULT_STAFF_ROLE } from '@pr/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedDemo } from '../src/db/seed-demo';
import { seedDemoAccounts } from '../src/modules/accounts/demo-accounts';
import { seedDemoPlaces } from '../src/modules/places/demo-places';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplateDir: string;
  }
}

/**
 * Creating an empty PGlite takes seconds; a migrated, seeded data folder made once and
 * copied per test file takes a fraction of that.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pr-pglite-template-'));
  const handle = await openDatabase({ databaseUrl: undefined, dataDir: dir, poolSize: 1 });
  await seedDemo(handle.db);
  await seedDemoAccounts(handle.db, DEFAULT_STAFF_ROLE);
  await seedDemoPlaces(handle.db);
  await handle.close();
  project.provide('pgliteTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
