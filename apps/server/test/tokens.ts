import { importJWK, SignJWT, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { companies } from '../src/db/schema';
import { loadIdentitySecrets } from '../src/modules/idp/signing-keys';
import { beforeAll } from 'vitest';
import { csrfHeaders, type TestApp } from './test-app';

export const ISSUER = 'http://localhost:8080/idp';
export const AUDIENCE = 'http://localhost:8080/api';

export interface TokenOptions {
  key?: { jwk: JWK; kid: string };
  typ?: string;
  issuer?: string;
  audience?: string;
  subject?: string;
  expiresIn?: string | number;
  claims?: Record<string, unknown>;
}

export async function embeddedSigningKey(app: FastifyInstance): Promise<{ jwk: JWK; kid: string }> {
  const secrets = await loadIdentitySecrets(app.database.db);
  const jwk = secrets.jwks.keys[0];
  if (!jwk?.kid) throw new Error('no signing key');
  return { jwk, kid: jwk.kid };
}

/** An approved installer company (a new one each call: two of them may share a name). */
export async function approvedCompany(
  app: FastifyInstance,
  name: string,
  email: string | null = null,
  directoryKey: string | null = null,
): Promise<string> {
  const [row] = await app.database.db
    .insert(companies)
    .values({ name, email, status: 'approved', directoryKey })
    .onConflictDoUpdate({ target: companies.directoryKey, set: { directoryKey } })
    .returning({ id: companies.id });
  if (!row) throw new Error('company not stored');
  return row.id;
}

/**
 * An access token as the embedded provider signs it, with overridable parts for negative
 * tests. Claims with a company name and no company id get the id of an approved company of
 * that name and e-mail, as the provider gives them.
 */
export async function mintAccessToken(
  app: FastifyInstance,
  options: TokenOptions = {},
): Promise<string> {
  const key = options.key ?? (await embeddedSigningKey(app));
  const claims = { ...options.claims };
  if (typeof claims.company_name === 'string' && !('company_id' in claims)) {
    const email = typeof claims.company_email === 'string' ? claims.company_email : null;
    claims.company_id = await approvedCompany(
      app,
      claims.company_name,
      email,
      `test:${claims.company_name}|${email ?? ''}`,
    );
  }
  return new SignJWT({ client_id: 'product-registration-spa', ...claims })
    .setProtectedHeader({ alg: 'RS256', typ: options.typ ?? 'at+jwt', kid: key.kid })
    .setSubject(options.subject ?? '2b4c8f0e-0000-4000-8000-000000000001')
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(await importJWK(key.jwk, 'RS256'));
}

export const installerClaims = {
  email: 'installer@example.com',
  given_name: 'Marie',
  family_name: 'Dubois',
  company_name: 'Dubois Chauffage SARL',
  company_email: 'contact@dubois-chauffage.example',
};

export const ownerClaims = {
  email: 'owner@example.com',
  given_name: 'Jean',
  family_name: 'Martin',
};

/** The token of the manufacturer staff member the tests act as. */
export const staffToken: TokenOptions = {
  subject: 'staff-1',
  claims: { email: 'staff@example.com', roles: ['registration-admin'] },
};

/** Headers of a manufacturer staff member's unsafe console request. */
export async function staffHeaders(app: FastifyInstance): Promise<Record<string, string>> {
  return { ...csrfHeaders(), authorization: `Bearer ${await mintAccessToken(app, staffToken)}` };
}

/**
 * Headers of a caller of `t`'s app (staff by default): the CSRF pair, unless `csrf` is false,
 * and a bearer token minted in beforeAll, after the app's. The object is filled in place, so
 * tests use it as it is; register the calls in the order the tokens should be minted.
 */
export function useCaller(
  t: TestApp,
  token: TokenOptions = staffToken,
  { csrf = true }: { csrf?: boolean } = {},
): Record<string, string> {
  const headers: Record<string, string> = {};
  beforeAll(async () => {
    Object.assign(headers, csrf ? csrfHeaders() : {}, {
      authorization: `Bearer ${await mintAccessToken(t.app, token)}`,
    });
  });
  return headers;
}
