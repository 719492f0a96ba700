import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DATABASE_RETRY_AFTER_SECONDS } from '../src/infrastructure/error-handler';
import { endUserCommand } from './commands';
import { BrowserSession, CLIENT_ID, REDIRECT_URI, startAuthorization } from './oidc-client';
import { outageSwitch } from './outage-switch';
import { createTestDatabase, csrfHeaders, useTestApp } from './test-app';

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
    app = await buildApp(
      loadConfig({
        LOG_LEVEL: 'silent',
        ...env,
        DATABASE_URL: url.toString(),
        METRICS_PORT: '9464',
      }),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.cleanup();
  });

  // Each language is an answer of its own: one not asked for yet must come from the database.
  const lookUp = (language = 'fr') => app.inject(`/api/devices/908765401/FR/${language}`);

  it('answers 503 with Retry-After while the database is gone, and recovers by itself', async () => {
    expect((await lookUp()).statusCode).toBe(200);

    await link.down();
    const during = await lookUp('de');
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toMatchObject({ code: 'database_unavailable' });
    // An answer kept in memory still serves the QR scans of its device meanwhile.
    expect((await lookUp()).statusCode).toBe(200);
    // The replica leaves the load balancer, but nobody restarts it.
    const ready = await app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ code: 'database_unavailable' });
    expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    // Metrics go on, the 503s counted, the figures only the database knows unknown.
    const metrics = await app.metrics?.registry.metrics();
    expect(metrics).toMatch(/http_request_duration_seconds_count\{[^}]*status="503"[^}]*\} [1-9]/);
    // prom-client writes NaN as "Nan"; Prometheus reads either.
    expect(metrics).toMatch(/^mail_outbox_pending nan$/im);

    await link.up();
    const back = Date.now();
    let status = 0;
    while (status !== 200 && Date.now() - back < 5000) status = (await lookUp('de')).statusCode;
    expect(status).toBe(200);
  });
});

describe('embedded database (PGlite) failure', () => {
  const t = useTestApp('pglite');

  it('answers 503 database_unavailable with Retry-After on every route once PGlite fails', async () => {
    expect((await t.app.inject('/api/devices/908765401/FR/fr')).statusCode).toBe(200);
    // What a crashed or shut-down embedded database looks like to the routes.
    await t.app.database.close();
    const answers = await Promise.all([
      // Not asked for before the failure, so not kept in memory.
      t.app.inject('/api/devices/908765401/FR/de'),
      t.app.inject('/api/health'),
      t.app.inject('/api/health/ready'),
      t.app.inject({
        method: 'PUT',
        url: '/api/908765402?locale=fr-FR',
        headers: csrfHeaders(),
        payload: endUserCommand('908765402'),
      }),
      t.app.inject('/api/registrations/confirm/some-token'),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([503, 503, 503, 503, 503]);
    expect(answers.map((res) => res.headers['retry-after'])).toEqual(['5', '5', '5', '5', '5']);
    // A crashed PGlite does not come back: the process is live, and restarted by /api/health.
    expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
  });
});

describe('the embedded identity provider while its database is out of reach', () => {
  const t = useTestApp('pglite');

  it('answers sign-in like the API: 503, Retry-After and a page in the visitor’s language', async () => {
    const session = new BrowserSession(t.app);
    // Signed in once, so that the authorize step must read the session from the database.
    const { interactionPath } = await startAuthorization(session);
    expect(interactionPath).toMatch(/^\/idp\/interaction\//);
    await t.app.database.close();
    const query = new URLSearchParams({
      client_id: CLIENT_ID,
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      ui_locales: 'de-DE',
    });
    const res = await session.get(`/idp/auth?${query.toString()}`, {
      'accept-language': 'de-DE',
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Die Anmeldung ist kurz nicht verfügbar');
    const page = await session.get(interactionPath, { 'accept-language': 'de-DE' });
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(page.body).toContain('Die Anmeldung ist kurz nicht verfügbar');
  });
});
