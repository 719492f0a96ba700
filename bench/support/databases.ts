import pg from 'pg';

/**
 * Runs `bench` on PGlite, then — when BENCH_DATABASE_URL names a PostgreSQL server — on a
 * database of its own there, dropped afterwards. `env` is what the app's config needs.
 */
export async function onEachDatabase(
  bench: (label: string, env: Record<string, string>) => Promise<void>,
): Promise<void> {
  await bench('PGlite', {});
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) return;
  const name = `pr_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await bench('PostgreSQL', { DATABASE_URL: url.toString() });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
