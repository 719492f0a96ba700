import { importJWK, SignJWT, type JWK } from 'jose';
import type { FastifyInstance } from 'fastify';
import { loadIdentitySecrets } from '../src/modules/idp/signing-keys';

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

/** An access token as the embedded provider signs it, with overridable parts for negative tests. */
export async function mintAccessToken(
  app: FastifyInstance,
  options: TokenOptions = {},
): Promise<string> {
  const key = options.key ?? (await embeddedSigningKey(app));
  return new SignJWT({ client_id: 'product-registration-spa', ...options.claims })
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
