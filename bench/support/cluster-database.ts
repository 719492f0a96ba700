// bench/cluster.ts's database: a fresh one on the local PostgreSQL, and the check that what
// the clients were told was stored is there, once.
import pg from 'pg';

/** BENCH_DATABASE_URL: the PostgreSQL to create the test database on (default: local, trust). */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function asAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pr_cluster_${Date.now()}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}

/** Registrations and batches answered 2xx, as the database has them. */
export async function storedOnce(
  databaseUrl: string,
  registrationIds: readonly string[],
  batchesAnswered: ReadonlyMap<string, number>,
) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const stored = await db.query<{ count: string }>(
      'select count(*) from registrations where id = any($1::uuid[])',
      [registrationIds],
    );
    const batchRows = await db.query<{ batch_id: string; count: string }>(
      'select batch_id, count(*) from registrations where batch_id = any($1::uuid[]) group by batch_id',
      [[...batchesAnswered.keys()]],
    );
    const duplicates = await db.query<{ count: string }>(
      `select count(*) from (select serial_number from registrations where batch_id is not null
         group by serial_number having count(*) > 1) twice`,
    );
    return { stored, batchRows, duplicates };
  } finally {
    await db.end();
  }
}
