import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailsTo as mailsToOf } from './outbox';
import { csrfHeaders } from './test-app';
import {
  bearer,
  BrowserSession,
  completeAuthorization,
  decodeJwt,
  refreshTokens,
  signInThroughProvider,
  startAuthorization,
  PASSWORD_HASHING_TEST_TIMEOUT_MS,
  passwordsIn,
  useLoggedTestApp,
} from './oidc-client';

describe(
  'embedded identity provider: accounts',
  { timeout: PASSWORD_HASHING_TEST_TIMEOUT_MS },
  () => {
    const logs: string[] = [];
    const t = useLoggedTestApp(logs);

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
        // French quotes hold their words with no-break spaces.
        'Nous avons vérifié votre entreprise «\u00a0Neuve Climat\u00a0»',
      );
    });

    it('resets a password through a one-time link sent to the outbox', async () => {
      // A sign-in from before the reset (perhaps the attacker's): its refresh token must die.
      const before = await signInThroughProvider(t.app, 'owner@example.com', 'Owner-2024!');
      const session = new BrowserSession(t.app);
      const { interactionPath } = await startAuthorization(session, { ui_flow: 'reset' });
      expect((await session.get(interactionPath)).body).toContain('Mot de passe oublié');
      const unknown = await session.post(`${interactionPath}/reset`, {
        email: 'nobody@example.com',
      });
      const known = await session.post(`${interactionPath}/reset`, { email: 'owner@example.com' });
      // The same answer either way: the page reveals no accounts.
      expect(unknown.body).toBe(known.body);
      expect(known.body).toContain('Si un compte existe pour cette adresse');

      await t.app.mailWorker.drain();
      const outbox = path.join(t.config.dataDir, 'outbox');
      const mails = readdirSync(outbox).map((file) =>
        readFileSync(path.join(outbox, file), 'utf8'),
      );
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

      await expect(
        signInThroughProvider(t.app, 'owner@example.com', 'Owner-2024!'),
      ).rejects.toThrow(/interaction: 401/);
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
          (await session.post(`${interactionPath}/reset`, { email: 'reset-flood@example.com' }))
            .body,
        );
      }
      expect(new Set(answers).size).toBe(1);
      expect(await mailsTo('reset-flood@example.com')).toHaveLength(3);
    });

    it('never writes the passwords of sign-ups and resets to the logs', () => {
      expect(passwordsIn(logs)).toEqual([]);
    });
  },
);
