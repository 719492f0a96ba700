import Fastify from 'fastify';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from '../src/modules/auth/access-token-verifier';
import { registerAuthentication, requireInstaller } from '../src/modules/auth/authentication';
import { loadIdentitySecrets } from '../src/modules/idp/signing-keys';
import { registerErrorHandlers } from '../src/plugins/error-handler';
import { createTestApp, type TestApp } from './test-app';

const ISSUER = 'http://localhost:8080/idp';
const AUDIENCE = 'http://localhost:8080/api';

interface TokenOptions {
  key?: { jwk: JWK; kid: string };
  typ?: string;
  issuer?: string;
  audience?: string;
  expiresIn?: string | number;
  claims?: Record<string, unknown>;
}

describe('bearer tokens on the API', () => {
  let t: TestApp;
  let signingKey: { jwk: JWK; kid: string };

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const secrets = await loadIdentitySecrets(t.app.database.db);
    const jwk = secrets.jwks.keys[0];
    if (!jwk?.kid) throw new Error('no signing key');
    signingKey = { jwk, kid: jwk.kid };
  });
  afterAll(async () => t.close());

  async function token(options: TokenOptions = {}): Promise<string> {
    const key = options.key ?? signingKey;
    return new SignJWT({
      client_id: 'product-registration-spa',
      email: 'x@example.com',
      ...options.claims,
    })
      .setProtectedHeader({ alg: 'RS256', typ: options.typ ?? 'at+jwt', kid: key.kid })
      .setSubject('2b4c8f0e-0000-4000-8000-000000000001')
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '5m')
      .sign(await importJWK(key.jwk, 'RS256'));
  }

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
      expect(installer.json()).toEqual({ company: { name: 'ACME', email: 'a@acme.example' } });
    });

    it('answers 401 for an anonymous caller', async () => {
      expect((await app.inject('/installer-only')).statusCode).toBe(401);
    });
  });
});
