import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { currentUserFromClaims, type CurrentUser } from '@pr/contracts';
import { HttpError } from '../../plugins/error-handler';

export interface VerifierOptions {
  issuer: string;
  audience: string;
  companyNameClaim: string;
  companyEmailClaim: string;
  /** The embedded provider's public keys; without them the issuer's JWKS is discovered. */
  localJwks?: JSONWebKeySet;
}

export type AccessTokenVerifier = (token: string) => Promise<CurrentUser>;

async function discoverJwks(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed: HTTP ${response.status}`);
  const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
  if (!jwksUri) throw new Error('OIDC discovery document has no jwks_uri');
  return createRemoteJWKSet(new URL(jwksUri));
}

const invalidToken = (message: string) => new HttpError(401, 'invalid_token', message);

/**
 * Verifies bearer access tokens: signature against the issuer's keys, issuer, audience,
 * expiry and type (RFC 9068 `at+jwt`; external providers that sign plain `JWT` access
 * tokens are accepted with the same checks).
 */
export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined = options.localJwks
    ? Promise.resolve(createLocalJWKSet(options.localJwks))
    : undefined;
  const allowedTypes = options.localJwks ? ['at+jwt'] : ['at+jwt', 'JWT'];
  return async (token) => {
    keys ??= discoverJwks(options.issuer).catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    try {
      const { payload, protectedHeader } = await jwtVerify(token, await keys, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        clockTolerance: 30,
      });
      if (!allowedTypes.includes(protectedHeader.typ ?? ''))
        throw invalidToken('The token is not an access token.');
      const user = currentUserFromClaims(payload, options);
      if (!user.subject) throw invalidToken('The token has no subject.');
      return user;
    } catch (error) {
      if (error instanceof HttpError) throw error;
      if (error instanceof joseErrors.JWTExpired)
        throw invalidToken('The access token has expired.');
      if (error instanceof joseErrors.JOSEError)
        throw invalidToken('The access token is not valid.');
      throw error;
    }
  };
}
