import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { endUserCommand } from './commands';
import { createTestDatabase, csrfHeaders } from './test-app';

/** docs/operations.md §4: the replicas' role reads and writes rows, and nothing more. */
const APP_GRANTS = (role: string) => [
  `GRANT USAGE ON SCHEMA public, drizzle TO ${role}`,
  `GRANT SELECT ON drizzle.__drizzle_migrations TO ${role}`,
  `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`,
  `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`,
];

describe.runIf(process.env.TEST_DATABASE_URL)('the application’s database role', () => {
  const role = `pr_app_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let owner: pg.Client;
  let app: pg.Client;
  let server: Awaited<ReturnType<typeof buildApp>> | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const ownerUrl = database.env.DATABASE_URL ?? '';
    // Migrated by the owner, as `npm run db:migrate` would.
    const migrated = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ...database.env }));
    await migrated.close();
    owner = new pg.Client({ connectionString: ownerUrl });
    await owner.connect();
    await owner.query(`CREATE ROLE ${role} LOGIN PASSWORD 'app-password'`);
    for (const grant of APP_GRANTS(role)) await owner.query(grant);
    const appUrl = new URL(ownerUrl);
    appUrl.username = role;
    appUrl.password = 'app-password';
    app = new pg.Client({ connectionString: appUrl.toString() });
    await app.connect();
    server = await buildApp(
      loadConfig({ LOG_LEVEL: 'silent', ...database.env, DATABASE_URL: appUrl.toString() }),
    );
  });
  afterAll(async () => {
    await server?.close();
    await app.end();
    await owner.end();
    await database.cleanup();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${role}`);
    await admin.end();
  });

  it('runs the product: a replica on it starts and stores a registration', async () => {
    if (!server) throw new Error('no replica');
    expect((await server.inject('/api/health/ready')).statusCode).toBe(200);
    const res = await server.inject({
      method: 'PUT',
      url: '/api/100000161?locale=fr-FR',
      headers: csrfHeaders(),
      payload: endUserCommand('100000161'),
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('cannot change, empty or unguard the audit log', async () => {
    // It may append: that is what the replicas do.
    await app.query(
      `INSERT INTO staff_actions (actor_subject, action, target_type, target_id)
       VALUES ('staff', 'search', 'registrations', 'all')`,
    );
    await expect(app.query('DELETE FROM staff_actions')).rejects.toThrow();
    await expect(app.query('TRUNCATE staff_actions')).rejects.toThrow();
    await expect(
      app.query('ALTER TABLE staff_actions DISABLE TRIGGER staff_actions_no_change'),
    ).rejects.toThrow(/owner/);
  });
});
