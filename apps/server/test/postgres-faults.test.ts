import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { rivoliAddress } from './commands';
import { outageSwitch } from './outage-switch';
import { createTestDatabase } from './test-app';
import { installerClaims, mintAccessToken } from './tokens';

const CLIENTS = 20;
const SERIALS_PER_CLIENT = 25;
const FIRST_SERIAL = 700_000_000;

/**
 * Twenty clients register devices while PostgreSQL loses every connection and then is out of
 * reach for a while, as in a failover: the server stays up, answers 503 meanwhile, stores each
 * registration that got a 2xx exactly once, and serves again within 5 s of the database's return.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL faults under load', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let baseUrl = '';
  let admin: pg.Client;
  const link = outageSwitch(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x'));

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await link.up();
    const url = new URL(database.env.DATABASE_URL ?? '');
    url.hostname = '127.0.0.1';
    url.port = String(link.port());
    app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        ...database.env,
        DATABASE_URL: url.toString(),
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        REGISTRATION_RATE_LIMIT_PER_MINUTE: '100000',
        REGISTRATION_SERIAL_RATE_LIMIT_PER_HOUR: '100000',
      }),
    );
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    admin = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      `insert into devices (serial_number, product_model)
       select ($1::bigint + i)::text, 'CAL-RAD-AURA-600' from generate_series(0, $2::int - 1) as i`,
      [FIRST_SERIAL, CLIENTS * SERIALS_PER_CLIENT],
    );
  });
  afterAll(async () => {
    await admin.end();
    await link.down();
    await Promise.race([app.close(), sleep(5000)]);
    await database.cleanup();
  });

  it('stays up, answers 503 during the outage, loses and doubles nothing, and recovers within 5 s', async () => {
    const authorization = `Bearer ${await mintAccessToken(app, { claims: installerClaims, subject: 'fault-installer', expiresIn: '1h' })}`;
    const stored = new Map<string, string>();
    const statuses = new Map<number, number>();
    const twoXxAt: number[] = [];

    const register = async (serial: string) => {
      for (;;) {
        let status: number;
        let body: { registrationId?: string } = {};
        try {
          const res = await fetch(`${baseUrl}/api/${serial}?locale=fr-FR`, {
            method: 'PUT',
            headers: {
              authorization,
              'content-type': 'application/json',
              cookie: 'XSRF-TOKEN=t',
              'x-xsrf-token': 't',
            },
            body: JSON.stringify({
              serialNumber: serial,
              productModel: 'Aura 600',
              installationDate: '2026-03-14T00:00:00.000Z',
              installerCompany: { name: installerClaims.company_name, email: 'x@example.com' },
              installationAddress: rivoliAddress,
            }),
          });
          status = res.status;
          body = (await res.json()) as { registrationId?: string };
        } catch {
          status = -1; // the connection itself failed: the server would be down
        }
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status === 200 || status === 201) {
          const previous = stored.get(serial);
          // A retry after a 503 whose transaction did commit answers the same registration.
          if (previous !== undefined) expect(body.registrationId).toBe(previous);
          stored.set(serial, body.registrationId ?? '');
          twoXxAt.push(Date.now());
          return;
        }
        if (status !== 503) throw new Error(`PUT /api/${serial} answered ${status}`);
        await sleep(100);
      }
    };

    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; i < SERIALS_PER_CLIENT; i++) {
        await register(String(FIRST_SERIAL + client * SERIALS_PER_CLIENT + i));
        // Spread the work over the outage rather than finishing before it.
        await sleep(40);
      }
    });

    await sleep(400);
    // Every backend of this database goes, as in a restart or failover.
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await sleep(300);
    // Then the database is out of reach for a while.
    await link.down();
    const outageStarted = Date.now();
    await sleep(2500);
    await link.up();
    const back = Date.now();
    await Promise.all(clients);

    const firstAfter = twoXxAt.filter((at) => at >= back).sort((a, b) => a - b)[0] ?? Infinity;
    const recoveryMs = firstAfter - back;
    const rows = await admin.query<{ serial_number: string; id: string; n: string }>(
      `select serial_number, min(id::text) as id, count(*) as n from registrations
       where serial_number::bigint >= $1 group by serial_number`,
      [FIRST_SERIAL],
    );
    console.info(
      `PostgreSQL faults: ${stored.size} registrations by ${CLIENTS} clients, statuses ${JSON.stringify(Object.fromEntries(statuses))}, outage ${back - outageStarted} ms, recovery ${recoveryMs} ms`,
    );

    expect(statuses.get(-1) ?? 0).toBe(0);
    expect(statuses.get(503) ?? 0).toBeGreaterThan(0);
    expect(stored.size).toBe(CLIENTS * SERIALS_PER_CLIENT);
    expect(rows.rows).toHaveLength(stored.size);
    for (const row of rows.rows) {
      expect(Number(row.n)).toBe(1);
      expect(row.id).toBe(stored.get(row.serial_number));
    }
    expect(recoveryMs).toBeLessThan(5000);
    expect((await fetch(`${baseUrl}/api/health`)).status).toBe(200);
    // No connection leaked through the faults: the pool lets the server shut down at once.
    const closed = await Promise.race([app.close().then(() => 'closed'), sleep(10_000)]);
    expect(closed).toBe('closed');
  }, 120_000);
});
