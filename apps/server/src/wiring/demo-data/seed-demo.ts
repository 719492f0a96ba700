import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { demoAccounts, seedDemoAccounts } from '../../modules/accounts/demo-accounts';
import type { PasswordHasher } from '../../modules/accounts/passwords';
import { upsertCatalog } from '../../modules/catalog/upsert-catalog';
import { DEMO_PLACES, seedDemoPlaces } from '../../modules/places/demo-places';
import type { Database } from '../../db/client';
import { demoCatalog } from './demo-catalog';
import { demoSeeds } from '../../db/schema';

/** Idempotent: upserts the demo catalog, so a second start changes nothing. */
export async function seedDemo(db: Database): Promise<void> {
  await upsertCatalog(db, demoCatalog);
}

const SEED_NAME = 'demo';

/**
 * The demo data of docs/architecture.md §8 (SEED_DEMO): catalog, places and, with the
 * embedded identity provider, the demo accounts. Written when the database has not seen this
 * content yet; a start with the same demo data writes nothing (no catalog change announced to
 * the replicas' look-up caches, a tenth of a second less to start).
 */
export async function seedDemoData(
  db: Database,
  options: { accountsStaffRole: string | null; passwords: PasswordHasher },
): Promise<void> {
  const { accountsStaffRole, passwords } = options;
  const fingerprint = createHash('sha256')
    .update(
      JSON.stringify({
        catalog: demoCatalog,
        places: DEMO_PLACES,
        accounts: accountsStaffRole === null ? null : demoAccounts(accountsStaffRole),
      }),
    )
    .digest('base64url');
  const [seeded] = await db
    .select({ fingerprint: demoSeeds.fingerprint })
    .from(demoSeeds)
    .where(eq(demoSeeds.name, SEED_NAME));
  if (seeded?.fingerprint === fingerprint) return;
  await seedDemo(db);
  await seedDemoPlaces(db);
  if (accountsStaffRole !== null) await seedDemoAccounts(db, passwords, accountsStaffRole);
  await db
    .insert(demoSeeds)
    .values({ name: SEED_NAME, fingerprint })
    .onConflictDoUpdate({
      target: demoSeeds.name,
      set: { fingerprint, seededAt: new Date() },
    });
}
