import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrationsFolder, type Database } from '../src/db/client';
import { databaseKinds, openTestDatabase } from './test-app';

// docs/architecture.md §6: during a rolling update the previous release's replicas run against
// the newest schema. Its schema is drizzle's snapshot of the migration before the newest; every
// statement it can send reads or writes the columns of that snapshot.

const snapshotSchema = z.object({
  tables: z.record(
    z.string(),
    z.object({
      name: z.string(),
      schema: z.string(),
      columns: z.record(z.string(), z.object({ name: z.string(), type: z.string() })),
    }),
  ),
});
type Snapshot = z.infer<typeof snapshotSchema>;

const journal = z
  .object({ entries: z.array(z.object({ idx: z.number(), tag: z.string() })) })
  .parse(JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')));
const newest = journal.entries.at(-1);
const snapshotOf = (idx: number): Snapshot =>
  snapshotSchema.parse(
    JSON.parse(
      readFileSync(
        path.join(migrationsFolder, `meta/${String(idx).padStart(4, '0')}_snapshot.json`),
        'utf8',
      ),
    ),
  );

/**
 * A contract migration (the third step of §6) may drop what the release before it no longer
 * reads; it says so in its SQL, one `-- contract: table.column` line per dropped column.
 */
const contracted = new Set(
  [
    ...readFileSync(path.join(migrationsFolder, `${newest?.tag ?? ''}.sql`), 'utf8').matchAll(
      /^-- contract: (\S+)$/gm,
    ),
  ].map((match) => match[1]),
);

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** What in `database` would fail a statement of the release whose schema is `previous`. */
async function breaksFor(db: Database, previous: Snapshot): Promise<string[]> {
  const problems: string[] = [];
  const columns = rowsOf<{
    table_name: string;
    column_name: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
  }>(
    await db.execute(sql`
      select table_name, column_name, is_nullable, column_default, is_identity
      from information_schema.columns where table_schema = 'public'`),
  );
  for (const table of Object.values(previous.tables)) {
    const known = Object.values(table.columns).map((column) => column.name);
    const here = columns.filter((column) => column.table_name === table.name);
    if (here.length === 0) {
      problems.push(`table ${table.name} is gone`);
      continue;
    }
    const gone = known.filter(
      (name) =>
        !here.some((column) => column.column_name === name) &&
        !contracted.has(`${table.name}.${name}`),
    );
    for (const name of gone) problems.push(`${table.name}.${name} is gone`);
    // The previous release's reads: every column it knows, as PostgreSQL resolves them.
    const present = known.filter((name) => !gone.includes(name));
    await db.execute(
      sql.raw(
        `select ${present.map((name) => `"${name}"`).join(', ')} from "${table.name}" limit 0`,
      ),
    );
    // Its inserts name only the columns it knows: a new one must fill itself in.
    for (const column of here) {
      const fillsItself =
        column.is_nullable === 'YES' ||
        column.column_default !== null ||
        column.is_identity === 'YES';
      if (!known.includes(column.column_name) && !fillsItself) {
        problems.push(`${table.name}.${column.column_name} is new, not null and without default`);
      }
    }
  }
  return problems;
}

describe.each(databaseKinds)('the newest migration under a rolling update, on %s', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.close());

  const previous = snapshotOf((newest?.idx ?? 0) - 1);

  it('keeps every table and column the previous release reads, and accepts its inserts', async () => {
    expect(await breaksFor(database.handle.db, previous)).toEqual([]);
  });

  it('would tell a dropped column and a new column that old inserts cannot fill', async () => {
    const [name, table] =
      Object.entries(previous.tables).find(([, t]) => t.name === 'registrations') ?? [];
    if (name === undefined || table === undefined) throw new Error('no registrations table');
    const { serial_number: _serial, ...columns } = table.columns;
    const altered: Snapshot = {
      tables: {
        [name]: {
          ...table,
          columns: { ...columns, legacy_code: { name: 'legacy_code', type: 'text' } },
        },
      },
    };
    expect(await breaksFor(database.handle.db, altered)).toEqual([
      'registrations.legacy_code is gone',
      'registrations.serial_number is new, not null and without default',
    ]);
  });
});
