import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { endUserCommand } from './commands';
import { createTestApp, createTestDatabase, csrfHeaders, type TestApp } from './test-app';

/** A TCP hop in front of PostgreSQL that the test can cut and restore, as an outage would. */
function outageSwitch(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    port: () => port,
    async up() {
      await listen();
      port = (server.address() as net.AddressInfo).port;
    },
    async down() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL outage', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const link = outageSwitch(new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x'));
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { env } = database;
    await link.up();
    const url = new URL(env.DATABASE_URL ?? '');
    url.hostname = '127.0.0.1';
    url.port = String(link.port());
    app = await buildApp(loadConfig({ LOG_LEVEL: 'silent', ...env, DATABASE_URL: url.toString() }));
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  const lookUp = () => app.inject('/api/devices/908765401/FR/fr');

  it('answers 503 with Retry-After while the database is gone, and recovers by itself', async () => {
    expect((await lookUp()).statusCode).toBe(200);

    await link.down();
    const during = await lookUp();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toMatchObject({ code: 'database_unavailable' });

    await link.up();
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 5000) status = (await lookUp()).statusCode;
    expect(status).toBe(200);
  });
});

describe('embedded database (PGlite) failure', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('answers 503 database_unavailable with Retry-After on every route once PGlite fails', async () => {
    expect((await t.app.inject('/api/devices/908765401/FR/fr')).statusCode).toBe(200);
    // What a crashed or shut-down embedded database looks like to the routes.
    await t.app.database.close();
    const answers = await Promise.all([
      t.app.inject('/api/devices/908765401/FR/fr'),
      t.app.inject('/api/health'),
      t.app.inject({
        method: 'PUT',
        url: '/api/908765402?locale=fr-FR',
        headers: csrfHeaders(),
        payload: endUserCommand('908765402'),
      }),
      t.app.inject('/api/registrations/confirm/some-token'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([503, 503, 503, 503]);
    expect(answers.map((res) => res.headers['retry-after'])).toEqual(['5', '5', '5', '5']);
  });
});
