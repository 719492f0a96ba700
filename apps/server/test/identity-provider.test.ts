import { serverTexts } from '../src/i18n/server-texts';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { mailsTo as mailsToOf } from './outbox';
import { createTestApp, csrfHeaders, type TestApp } from './test-app';
import {
  BrowserSession,
  completeAuthorization,
  decodeJwt,
  refreshTokens,
  signInThroughProvider,
  startAuthorization,
} from './oidc-client';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('embedded identity provider', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      'pglite',
      { LOG_LEVEL: 'info' },
      { logStream: { write: (line) => logs.push(line) } },
    );
  });
  afterAll(async () => t.close());

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

  it("makes the failing address wait longer and longer, and never refuses the owner's right password for it", async () => {
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
  });

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

  const mailsTo = (address: string) => mailsToOf(t, address);

  it('signs up after rejecting weak passwords and invalid e-mails, verifying the address by a mailed link', async () => {
    const session = new BrowserSession(t.app);
    const { interactionPath } = await startAuthorization(session, { ui_flow: 'signup' });
    const page = await session.get(interactionPath);
    expect(page.body).toContain('Créer un compte');
    expect(page.body).toContain('Au moins 10 caractères');

    const weak = await session.post(`${interactionPath}/signup`, {
      email: 'not-an-email',
      password: 'short',
      givenName: 'Anne',
      familyName: '',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Veuillez entrer une adresse e-mail valide.');
    expect(weak.body).toContain('Le mot de passe doit comporter au moins 10 caractères.');
    expect(weak.body).toContain('Ce champ est requis');
    expect(weak.body).toContain('value="Anne"');

    const created = await session.post(`${interactionPath}/signup`, {
      email: 'anne.neuve@example.com',
      password: 'Anne-Neuve-2024',
      givenName: 'Anne',
      familyName: 'Neuve',
      companyName: '',
      companyEmail: '',
    });
    expect(created.statusCode).toBe(200);
    expect(created.body).toContain('Vérifiez votre boîte e-mail');
    // Not signed in before the address is verified: the right password gets a fresh link.
    await expect(
      signInThroughProvider(t.app, 'anne.neuve@example.com', 'Anne-Neuve-2024'),
    ).rejects.toThrow(/interaction: 403/);
    const mails = await mailsTo('anne.neuve@example.com');
    expect(mails).toHaveLength(2);
    const link = /http:\/\/localhost:8080(\/idp\/verify\/\S+)/.exec(mails[0] ?? '')?.[1] ?? '';
    expect(link).not.toBe('');

    // Opening the link (as a mail scanner does) asks; the button verifies.
    const ask = await session.get(link);
    expect(ask.statusCode).toBe(200);
    expect(ask.body).toContain('Confirmer mon adresse e-mail');
    const verified = await session.post(link, { lang: 'fr' });
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toContain('Votre adresse e-mail est confirmée.');
    expect((await session.get(link)).statusCode).toBe(410);

    const { tokens } = await signInThroughProvider(
      t.app,
      'anne.neuve@example.com',
      'Anne-Neuve-2024',
    );
    expect(decodeJwt(tokens.access_token).payload).toMatchObject({
      email: 'anne.neuve@example.com',
      email_verified: true,
      given_name: 'Anne',
      company_name: null,
    });
  });

  it('answers a sign-up with a known e-mail as for a new one, and mails its owner instead', async () => {
    const session = new BrowserSession(t.app);
    const { interactionPath } = await startAuthorization(session, { ui_flow: 'signup' });
    const form = (email: string) => ({
      email,
      password: 'Another-Passw0rd',
      givenName: 'Anne',
      familyName: 'Autre',
    });
    const known = await session.post(`${interactionPath}/signup`, form('owner@example.com'));
    const fresh = await session.post(`${interactionPath}/signup`, form('fresh@example.com'));
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body.replace('owner@example.com', '…')).toBe(
      fresh.body.replace('fresh@example.com', '…'),
    );
    // The owner learns of it, with a way in; the account is unchanged.
    const told = (await mailsTo('owner@example.com')).at(-1) ?? '';
    expect(told).toContain('Vous avez d');
    expect(told).toMatch(/\/idp\/reset\//);
    await signInThroughProvider(t.app, 'owner@example.com', 'Owner-2024!');
  });

  it('limits reset requests naming one e-mail address, from however many client addresses', async () => {
    let last;
    for (let i = 0; i < 12 && last?.statusCode !== 429; i++) {
      const session = new BrowserSession(t.app, `203.0.113.${i + 1}`);
      const { interactionPath } = await startAuthorization(session);
      last = await session.post(`${interactionPath}/reset?lang=fr`, {
        email: 'target@example.com',
      });
    }
    expect(last?.statusCode).toBe(429);
    expect(last?.body).toContain('Trop de tentatives pour cette adresse e-mail');
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('edits the profile: a company is an application, an installer once staff approve it', async () => {
    const { session } = await signInThroughProvider(
      t.app,
      'anne.neuve@example.com',
      'Anne-Neuve-2024',
    );
    const { interactionPath, verifier } = await startAuthorization(session, {
      ui_flow: 'profile',
      prompt: 'login',
    });
    const page = await session.get(interactionPath);
    expect(page.body).toContain('Modifier le profil');
    expect(page.body).toContain('value="Neuve"');
    const company = {
      companyName: 'Neuve Climat',
      companyEmail: 'contact@neuve-climat.example',
      companyRegistrationNumber: 'FR12345678901',
      companyPhone: '+33 4 72 00 00 00',
      companyAddress: '3 Place Bellecour, 69002 Lyon',
    };
    const invalid = await session.post(`${interactionPath}/profile`, {
      givenName: 'Anne',
      familyName: 'Neuve',
      ...company,
      companyEmail: 'pas-un-email',
      companyPhone: 'appelez-moi',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Veuillez entrer un numéro de téléphone valide.');
    // Staff cannot verify a company without its number, phone and address.
    const incomplete = await session.post(`${interactionPath}/profile`, {
      givenName: 'Anne',
      familyName: 'Neuve',
      companyName: 'Neuve Climat',
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.body).toContain('field-companyRegistrationNumber-error');

    const saved = await session.post(`${interactionPath}/profile`, {
      givenName: 'Anne',
      familyName: 'Neuve',
      ...company,
    });
    const tokens = await completeAuthorization(session, saved, verifier);
    const pending = decodeJwt(tokens.access_token).payload;
    expect(pending).toMatchObject({ company_name: null, company_status: 'pending' });
    expect(Date.parse(String(pending.company_applied_at))).toBeGreaterThan(Date.now() - 60_000);
    const before = await t.app.inject({
      url: '/api/health/authenticated',
      headers: bearer(tokens.access_token),
    });
    expect(before.json()).toMatchObject({ userType: 1 });

    // Staff approve the application: the next token refresh carries the company.
    const staff = await signInThroughProvider(t.app, 'staff@example.com', 'Staff-2024!');
    const listed = await t.app.inject({
      url: '/api/console/companies?status=pending',
      headers: bearer(staff.tokens.access_token),
    });
    const application = listed
      .json<{ items: { id: string; name: string; applicant: { email: string } }[] }>()
      .items.find((item) => item.name === 'Neuve Climat');
    expect(application?.applicant.email).toBe('anne.neuve@example.com');
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/console/companies/${application?.id ?? ''}/approve`,
      headers: { ...bearer(staff.tokens.access_token), ...csrfHeaders() },
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', decidedBy: 'staff@example.com' });
    const refreshed = await refreshTokens(t.app, tokens.refresh_token);
    const renewed = refreshed.json<{ access_token: string; id_token: string }>();
    const health = await t.app.inject({
      url: '/api/health/authenticated',
      headers: bearer(renewed.access_token),
    });
    expect(health.json()).toMatchObject({ userType: 2 });
    expect(decodeJwt(renewed.id_token).payload).toMatchObject({
      company_name: 'Neuve Climat',
      company_id: application?.id,
      company_status: null,
    });
    expect((await mailsToOf(t, 'anne.neuve@example.com')).join('\n')).toContain(
      'Nous avons vérifié votre entreprise « Neuve Climat »',
    );
  });

  it('resets a password through a one-time link sent to the outbox', async () => {
    // A sign-in from before the reset (perhaps the attacker's): its refresh token must die.
    const before = await signInThroughProvider(t.app, 'owner@example.com', 'Owner-2024!');
    const session = new BrowserSession(t.app);
    const { interactionPath } = await startAuthorization(session, { ui_flow: 'reset' });
    expect((await session.get(interactionPath)).body).toContain('Mot de passe oublié');
    const unknown = await session.post(`${interactionPath}/reset`, { email: 'nobody@example.com' });
    const known = await session.post(`${interactionPath}/reset`, { email: 'owner@example.com' });
    // The same answer either way: the page reveals no accounts.
    expect(unknown.body).toBe(known.body);
    expect(known.body).toContain('Si un compte existe pour cette adresse');

    await t.app.mailWorker.drain();
    const outbox = path.join(t.config.dataDir, 'outbox');
    const mails = readdirSync(outbox).map((file) => readFileSync(path.join(outbox, file), 'utf8'));
    const mail = mails.find((text) => text.includes('To: owner@example.com'));
    expect(mail).toBeDefined();
    expect(mails.some((text) => text.includes('nobody@example.com'))).toBe(false);
    const link = /http:\/\/localhost:8080(\/idp\/reset\/\S+)/.exec(
      (mail ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '='),
    )?.[1];
    expect(link).toBeDefined();
    const resetPath = link ?? '';

    expect((await session.get(resetPath)).body).toContain('Nouveau mot de passe');
    const weak = await session.post(resetPath, { password: 'weakpassword' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('une majuscule et une minuscule');
    const done = await session.post(resetPath, { password: 'Owner-New-2025' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Votre mot de passe a été modifié.');
    expect((await session.get(resetPath)).statusCode).toBe(410);

    await expect(signInThroughProvider(t.app, 'owner@example.com', 'Owner-2024!')).rejects.toThrow(
      /interaction: 401/,
    );
    await signInThroughProvider(t.app, 'owner@example.com', 'Owner-New-2025');
    expect(logs.join('\n')).not.toContain(resetPath.split('?')[0]);

    const refreshed = await refreshTokens(t.app, before.tokens.refresh_token);
    expect(refreshed.statusCode).toBe(400);
    expect(refreshed.json()).toMatchObject({ error: 'invalid_grant' });
    // Its provider session is gone too: the next authorization asks for the password.
    const { interactionPath: again } = await startAuthorization(before.session);
    expect(again).toMatch(/^\/idp\/interaction\//);
  });

  it('mails one address at most three account mails a day, answering every request alike', async () => {
    const signUp = new BrowserSession(t.app);
    const start = await startAuthorization(signUp);
    // The verification link of the sign-up is the first of the day's three.
    await signUp.post(`${start.interactionPath}/signup`, {
      email: 'reset-flood@example.com',
      password: 'Reset-Flood-Pass-1',
      givenName: 'Rémi',
      familyName: 'Flot',
    });
    // A browser of its own, so the per-address limit of the other reset test does not count.
    const session = new BrowserSession(t.app, '198.51.100.77');
    const { interactionPath } = await startAuthorization(session, { ui_flow: 'reset' });
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push(
        (await session.post(`${interactionPath}/reset`, { email: 'reset-flood@example.com' })).body,
      );
    }
    expect(new Set(answers).size).toBe(1);
    expect(await mailsTo('reset-flood@example.com')).toHaveLength(3);
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
    const text = logs.join('\n');
    expect(text.length).toBeGreaterThan(0);
    for (const secret of ['Installer-2024!', 'Owner-2024!', 'Anne-Neuve-2024', 'Owner-New-2025']) {
      expect(text).not.toContain(secret);
    }
  });

  it('limits sign-in attempts per IP with a readable page', async () => {
    const session = new BrowserSession(t.app);
    const { interactionPath } = await startAuthorization(session);
    let last;
    for (let i = 0; i < 25 && last?.statusCode !== 429; i++) {
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
