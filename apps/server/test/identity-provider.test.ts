import { serverTexts } from '../src/i18n/server-texts';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp } from './test-app';
import {
  bearer,
  BrowserSession,
  decodeJwt,
  refreshTokens,
  signInThroughProvider,
  startAuthorization,
  PASSWORD_HASHING_TEST_TIMEOUT_MS,
  passwordsIn,
  useLoggedTestApp,
} from './oidc-client';

// Every sign-in checks a password: an scrypt hash each, whatever the answer.
describe('embedded identity provider', { timeout: PASSWORD_HASHING_TEST_TIMEOUT_MS }, () => {
  const logs: string[] = [];
  const t = useLoggedTestApp(logs);

  it('signs the demo installer in and issues tokens with the company claims', async () => {
    const { tokens } = await signInThroughProvider(
      t.app,
      'installer@example.com',
      'Installer-2024!',
    );
    const access = decodeJwt(tokens.access_token);
    expect(access.header.typ).toBe('at+jwt');
    expect(access.payload).toMatchObject({
      iss: 'http://localhost:8080/idp',
      aud: 'http://localhost:8080/api',
      email: 'installer@example.com',
      given_name: 'Marie',
      family_name: 'Dubois',
      company_name: 'Dubois Chauffage SARL',
      company_email: 'contact@dubois-chauffage.example',
    });
    expect(decodeJwt(tokens.id_token).payload).toMatchObject({
      given_name: 'Marie',
      family_name: 'Dubois',
      email: 'installer@example.com',
      company_name: 'Dubois Chauffage SARL',
    });
    expect(tokens.refresh_token).toBeTruthy();
    const health = await t.app.inject({
      url: '/api/health/authenticated',
      headers: bearer(tokens.access_token),
    });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', userType: 2 });
  });

  it('treats the demo owner (no company) as an end customer, e-mail in any case', async () => {
    const { tokens } = await signInThroughProvider(t.app, 'Owner@Example.com', 'Owner-2024!');
    const health = await t.app.inject({
      url: '/api/health/authenticated',
      headers: bearer(tokens.access_token),
    });
    expect(health.json()).toMatchObject({ userType: 1 });
    expect(decodeJwt(tokens.id_token).payload.company_name).toBeNull();
  });

  it('renders the sign-in page in the requested language with labelled fields', async () => {
    const session = new BrowserSession(t.app);
    const { interactionPath } = await startAuthorization(session, { ui_locales: 'de-DE' });
    const page = await session.get(interactionPath);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toMatch(/<label for="field-email">E-Mail<\/label>/);
    expect(page.body).toMatch(/<label for="field-password">Passwort<\/label>/);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });

  it.each([
    ['pl-PL', 'pl'],
    ['et-EE', 'et'],
    ['pt-PT', 'pt'],
  ])('renders the sign-in page of a %s visitor in their language', async (locale, language) => {
    const session = new BrowserSession(t.app);
    const { interactionPath } = await startAuthorization(session, { ui_locales: locale });
    const page = await session.get(interactionPath);
    expect(page.body).toContain(`<html lang="${language}">`);
    expect(page.body).toContain(`>${serverTexts(language).idp.signInTitle}<`);
    expect(page.body).not.toContain(`>${serverTexts('en').idp.signInTitle}<`);
  });

  it('refuses a wrong password with a French message and keeps the e-mail', async () => {
    const session = new BrowserSession(t.app);
    const { interactionPath } = await startAuthorization(session);
    const response = await session.post(`${interactionPath}/login`, {
      email: 'owner@example.com',
      password: 'wrong-Password1',
    });
    expect(response.statusCode).toBe(401);
    expect(response.body).toContain('E-mail ou mot de passe incorrect.');
    expect(response.body).toContain('value="owner@example.com"');
  });

  it('answers an e-mail with a NUL byte as a wrong one on sign-in and an invalid one on reset', async () => {
    const session = new BrowserSession(t.app);
    const { interactionPath } = await startAuthorization(session);
    const form = { email: 'owner\u0000@example.com', password: 'Owner-2024!' };
    // Both reached PostgreSQL, which refuses NUL in text, and answered 500.
    expect((await session.post(`${interactionPath}/login`, form)).statusCode).toBe(401);
    const reset = await session.post(`${interactionPath}/reset`, form);
    expect(reset.statusCode).toBe(400);
    expect(reset.body).toContain('Veuillez entrer une adresse e-mail valide.');
  });

  it(
    "makes the failing address wait longer and longer, and never refuses the owner's right password for it",
    async () => {
      const signUpSession = new BrowserSession(t.app, '192.0.2.90');
      const start = await startAuthorization(signUpSession);
      await signUpSession.post(`${start.interactionPath}/signup`, {
        email: 'targeted@example.com',
        password: 'Targeted-Account-1',
        givenName: 'Tara',
        familyName: 'Get',
      });
      const stranger = new BrowserSession(t.app, '198.51.100.7');
      const { interactionPath } = await startAuthorization(stranger);
      const guess = (password: string) =>
        stranger.post(`${interactionPath}/login?lang=fr`, {
          email: 'targeted@example.com',
          password,
        });
      const failures = [];
      for (let i = 0; i < 5; i++) failures.push(await guess(`Bad-pass-${i}x`));
      expect(failures.map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
      // Four failures are free; the fifth says how long to wait, in the visitor's language.
      expect(failures[3]?.body).not.toContain('Réessayez');
      expect(failures[3]?.body).toContain('E-mail ou mot de passe incorrect.');
      // Intl writes "30 secondes" with a no-break space.
      expect(failures[4]?.body).toMatch(/Trop d’essais manqués[^<]*Réessayez dans 30\s+secondes/);
      expect(Number(failures[4]?.headers['retry-after'])).toBe(30);
      // During the wait even the right password is not checked from that address.
      const waiting = await guess('Targeted-Account-1');
      expect(waiting.statusCode).toBe(429);
      expect(waiting.headers['content-type']).toContain('text/html');
      expect(waiting.body).toMatch(/Réessayez dans (30|29|28)\s+secondes/);
      expect(waiting.body).toContain('value="targeted@example.com"');
      // Strangers on twelve more networks: more than any per-address limit allowed before.
      for (let i = 0; i < 12; i++) {
        const other = new BrowserSession(t.app, `203.0.113.${i + 100}`);
        const begun = await startAuthorization(other);
        const response = await other.post(`${begun.interactionPath}/login`, {
          email: 'targeted@example.com',
          password: `Guess-${i}-Password`,
        });
        expect(response.statusCode).toBe(401);
      }
      // The owner, from their own network, is not refused: the right password is checked
      // (this account has not confirmed its address yet, so it is asked to).
      const owner = new BrowserSession(t.app, '192.0.2.90');
      const own = await startAuthorization(owner);
      const right = await owner.post(`${own.interactionPath}/login?lang=fr`, {
        email: 'targeted@example.com',
        password: 'Targeted-Account-1',
      });
      expect(right.statusCode).toBe(403);
    },
    PASSWORD_HASHING_TEST_TIMEOUT_MS,
  );

  it('forgets the failures of an address once it signs in, and counts no success', async () => {
    for (let round = 0; round < 3; round++) {
      const session = new BrowserSession(t.app, '198.51.100.8');
      const { interactionPath } = await startAuthorization(session);
      for (let i = 0; i < 4; i++) {
        const wrong = await session.post(`${interactionPath}/login`, {
          email: 'owner@example.com',
          password: `Wrong-${round}-${i}-pass`,
        });
        expect(wrong.statusCode).toBe(401);
      }
      const right = await session.post(`${interactionPath}/login`, {
        email: 'owner@example.com',
        password: 'Owner-2024!',
      });
      expect(right.statusCode).toBeLessThan(400);
    }
  });

  it('signs out of the provider too: the next sign-in asks for the password again', async () => {
    const { session, tokens } = await signInThroughProvider(
      t.app,
      'installer@example.com',
      'Installer-2024!',
    );
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://localhost:8080/',
      client_id: 'product-registration-spa',
    });
    const endPath = `/idp/session/end?${query.toString()}`;
    // Another site sending the browser here must not sign the user out: a click is needed.
    const fromElsewhere = await session.get(endPath, { 'sec-fetch-site': 'cross-site' });
    expect(fromElsewhere.body).not.toContain('data-auto-submit');
    expect(fromElsewhere.body).toContain('name="logout" value="yes"');
    const page = await session.get(endPath, { 'sec-fetch-site': 'same-origin' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-auto-submit');
    expect(page.body).toContain('name="logout" value="yes"');
    expect(page.body).toContain('/idp/assets/logout.js');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const confirmed = await session.post('/idp/session/end/confirm', { xsrf, logout: 'yes' });
    expect(confirmed.statusCode).toBe(303);
    expect(String(confirmed.headers.location)).toBe('http://localhost:8080/');
    const { interactionPath } = await startAuthorization(session);
    expect(interactionPath).toMatch(/^\/idp\/interaction\//);
  });

  it('never writes passwords to the logs', () => {
    expect(passwordsIn(logs)).toEqual([]);
  });

  it('limits sign-in attempts per IP with a readable page', async () => {
    // An address of its own: the limit's window starts with this test's first attempt. Twice
    // the limit and one: however slow the hashing, two windows cannot both stay under it.
    const session = new BrowserSession(t.app, '198.51.100.99');
    const { interactionPath } = await startAuthorization(session);
    let last;
    for (let i = 0; i < 41 && last?.statusCode !== 429; i++) {
      // The page's form action carries the language, so even the limiter's page speaks it.
      last = await session.post(`${interactionPath}/login?lang=fr`, {
        email: `nobody${i}@example.com`,
        password: 'Whatever-123',
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.headers['content-type']).toContain('text/html');
    expect(last?.body).toContain('Trop de tentatives depuis votre connexion');
  });
});

describe('tokens survive a restart', () => {
  it('a token issued before a restart still verifies after it', async () => {
    const t = await createTestApp('pglite');
    const { tokens } = await signInThroughProvider(
      t.app,
      'installer@example.com',
      'Installer-2024!',
    );
    await t.app.close();
    const restarted = await buildApp(t.config);
    try {
      const health = await restarted.inject({
        url: '/api/health/authenticated',
        headers: bearer(tokens.access_token),
      });
      expect(health.statusCode).toBe(200);
      const refreshed = await refreshTokens(restarted, tokens.refresh_token);
      expect(refreshed.statusCode).toBe(200);
      expect(refreshed.json<{ access_token: string }>().access_token).toBeTruthy();
    } finally {
      await restarted.close();
      await t.close().catch(() => undefined);
    }
  });
});
