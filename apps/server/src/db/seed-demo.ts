import { upsertCatalog } from '../modules/catalog/upsert-catalog';
import type { Database } from './client';
import { demoCatalog } from './demo-catalog';

/** Idempotent: upserts the demo catalog, so a second start changes nothing. */
export async function seedDemo(db: Database): Promise<void> {
  await upsertCatalog(db, demoCatalog);
}
