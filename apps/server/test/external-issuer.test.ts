import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokenVerifier } from '../src/modules/auth/access-token-verifier';

/**
 * An external provider as Azure AD B2C shapes it: the authority (policy URL) serves the
 * discovery document, whose issuer differs from the authority.
 */
describe('access tokens of an external provider', () => {
  let server: Server;
  let authority: string;
  let privateKey: CryptoKey;
  const issuer = 'https://tenant.b2clogin.example/0000-tenant-id/v2.0/';
  let discoveryCalls = 0;

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    privateKey = pair.privateKey;
    const publicJwk = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'b2c-key',
      alg: 'RS256',
      use: 'sig',
    };
    server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/policy/v2.0/.well-known/openid-configuration') {
        discoveryCalls++;
        response.end(JSON.stringify({ issuer, jwks_uri: `${authority}/discovery/keys` }));
      } else if (request.url === '/policy/v2.0/discovery/keys') {
        response.end(JSON.stringify({ keys: [publicJwk] }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    authority = `http://127.0.0.1:${(server.address() as AddressInfo).port}/policy/v2.0`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sign = (claims: Record<string, unknown>, iss = issuer, typ = 'JWT') =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'b2c-key', typ })
      .setSubject('b2c-user')
      .setIssuer(iss)
      .setAudience('api-client-id')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);

  it('verifies against the discovered issuer and reads the configured company claims', async () => {
    const verify = createAccessTokenVerifier({
      issuer: authority,
      audience: 'api-client-id',
      companyNameClaim: 'extension_CompanyName',
      companyEmailClaim: 'extension_CompanyEmail',
    });
    const user = await verify(
      await sign({ emails: ['pro@example.com'], extension_CompanyName: 'Pro Chauffage' }),
    );
    expect(user).toMatchObject({
      subject: 'b2c-user',
      email: 'pro@example.com',
      company: { name: 'Pro Chauffage' },
      userType: 2,
    });
    await expect(verify(await sign({}, authority))).rejects.toMatchObject({ statusCode: 401 });
    await expect(verify(await sign({}, issuer, 'id_token+jwt'))).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(discoveryCalls).toBe(1);
  });
});
