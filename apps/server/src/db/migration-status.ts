import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { SERVER_ROOT } from '../server-root';

/** The SQL migrations and drizzle's journal of them (meta/_journal.json). */
export const migrationsFolder = path.join(SERVER_ROOT, 'src/db/migrations');

/** Both drivers answer `{ rows }`; the statements here select one text column, `value`. */
const oneValueSchema = z.object({ rows: z.tuple([z.object({ value: z.string().nullable() })]) });
const firstValue = (result: unknown) => oneValueSchema.parse(result).rows[0].value;

const journalSchema = z.object({ entries: z.array(z.object({ when: z.number() })).min(1) });

/**
 * When the newest migration of this release was written: drizzle stores each applied
 * migration's journal time as `created_at` and applies those newer than the newest it holds.
 */
const newestMigration = Math.max(
  ...journalSchema
    .parse(JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')))
    .entries.map((entry) => entry.when),
);

/**
 * Whether the database holds every migration of this release: a replica takes no traffic
 * before `npm run db:migrate` (or its own start) has applied them. A newer release's
 * migrations may be there too, during a rolling update.
 */
export async function migrationsApplied(
  // Any drizzle handle: client.ts calls this while opening its Database, so naming that type
  // here would make the two modules import each other.
  db: Pick<PgDatabase<PgQueryResultHKT>, 'execute'>,
): Promise<boolean> {
  // A database no migration has touched yet has no journal table.
  const journal = firstValue(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as value`),
  );
  if (journal === null) return false;
  const newest = firstValue(
    await db.execute(sql`select max(created_at)::text as value from drizzle.__drizzle_migrations`),
  );
  return newest !== null && Number(newest) >= newestMigration;
}
