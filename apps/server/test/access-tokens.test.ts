import Fastify from 'fastify';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from '../src/modules/auth/access-token-verifier';
import { registerAuthentication, requireInstaller } from '../src/modules/auth/authentication';
import { loadIdentitySecrets } from '../src/modules/idp/signing-keys';
import { registerErrorHandlers } from '../src/infrastructure/error-handler';
import { useTestApp } from './test-app';
import { AUDIENCE, embeddedSigningKey, ISSUER, mintAccessToken, type TokenOptions } from './tokens';

describe('bearer tokens on the API', () => {
  const t = useTestApp('pglite');
  let signingKey: { jwk: JWK; kid: string };

  beforeAll(async () => {
    signingKey = await embeddedSigningKey(t.app);
  });

  const token = (options: TokenOptions = {}) =>
    mintAccessToken(t.app, {
      key: signingKey,
      ...options,
      claims: { email: 'x@example.com', ...options.claims },
    });

  const call = (authorization?: string) =>
    t.app.inject({
      url: '/api/health/authenticated',
      headers: authorization ? { authorization } : {},
    });

  it('accepts a valid token', async () => {
    const res = await call(`Bearer ${await token()}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subject: '2b4c8f0e-0000-4000-8000-000000000001',
      userType: 1,
    });
  });

  it('answers 401 without a token', async () => {
    const res = await call();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthorized' });
  });

  it('answers 401 for a malformed header', async () => {
    expect((await call('Basic abc')).statusCode).toBe(401);
    expect((await call('Bearer not.a.jwt')).statusCode).toBe(401);
  });

  it('answers 401 for an expired token, saying so', async () => {
    const res = await call(
      `Bearer ${await token({ expiresIn: Math.floor(Date.now() / 1000) - 120 })}`,
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'invalid_token',
      message: 'The access token has expired.',
    });
    expect(res.headers['www-authenticate']).toContain('invalid_token');
  });

  it('answers 401 for a token signed by another key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const forged = await token({ key: { jwk: await exportJWK(privateKey), kid: signingKey.kid } });
    expect((await call(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('answers 401 for a wrong issuer, a wrong audience or an ID token', async () => {
    expect(
      (await call(`Bearer ${await token({ issuer: 'https://evil.example/idp' })}`)).statusCode,
    ).toBe(401);
    expect(
      (await call(`Bearer ${await token({ audience: 'product-registration-spa' })}`)).statusCode,
    ).toBe(401);
    expect((await call(`Bearer ${await token({ typ: 'JWT' })}`)).statusCode).toBe(401);
  });

  it('a bad token is refused even on a public route', async () => {
    expect(
      (await t.app.inject({ url: '/api/health', headers: { authorization: 'Bearer nope' } }))
        .statusCode,
    ).toBe(401);
  });

  describe('installer-only routes', () => {
    const app = Fastify();
    beforeAll(async () => {
      const secrets = await loadIdentitySecrets(t.app.database.db);
      registerErrorHandlers(app);
      registerAuthentication(
        app,
        createAccessTokenVerifier({
          issuer: ISSUER,
          audience: AUDIENCE,
          companyNameClaim: 'company_name',
          companyEmailClaim: 'company_email',
          localJwks: secrets.publicJwks,
        }),
      );
      app.get('/installer-only', { preHandler: requireInstaller }, async (request) => ({
        company: request.user?.company,
      }));
      await app.ready();
    });
    afterAll(async () => app.close());

    it('answers 403 for an end customer and lets an installer through', async () => {
      const owner = await app.inject({
        url: '/installer-only',
        headers: { authorization: `Bearer ${await token()}` },
      });
      expect(owner.statusCode).toBe(403);
      expect(owner.json()).toMatchObject({ code: 'not_an_installer' });
      const installer = await app.inject({
        url: '/installer-only',
        headers: {
          authorization: `Bearer ${await token({ claims: { company_name: 'ACME', company_email: 'a@acme.example' } })}`,
        },
      });
      expect(installer.statusCode).toBe(200);
      expect(installer.json()).toEqual({
        company: { id: null, name: 'ACME', email: 'a@acme.example' },
      });
    });

    it('answers 401 for an anonymous caller', async () => {
      expect((await app.inject('/installer-only')).statusCode).toBe(401);
    });
  });
});
