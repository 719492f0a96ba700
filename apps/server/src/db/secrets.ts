import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { secrets } from './schema';

/**
 * Returns the shared secret `name`, creating it on first use. Replicas that race on the
 * first start all end up with the value that was inserted first.
 */
export async function loadOrCreateSecret<T>(
  db: Database,
  name: string,
  create: () => Promise<T>,
): Promise<T> {
  const existing = await db
    .select({ value: secrets.value })
    .from(secrets)
    .where(eq(secrets.name, name));
  if (existing[0]) return existing[0].value as T;
  await db
    .insert(secrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: secrets.value })
    .from(secrets)
    .where(eq(secrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value as T;
}
