import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import { currentUserFromClaims, type ClaimNames, type CurrentUser } from '@pr/contracts';
import { HttpError } from '../../infrastructure/error-handler';

export interface VerifierOptions extends ClaimNames {
  issuer: string;
  audience: string;
  /** The embedded provider's public keys; without them issuer and keys are discovered. */
  localJwks?: JSONWebKeySet;
  /** Whether a valid token of `subject` issued then is refused all the same (an erased account). */
  revoked?: (subject: string, issuedAt: Date) => Promise<boolean>;
}

export type AccessTokenVerifier = (token: string) => Promise<CurrentUser>;

interface TrustedIssuer {
  issuer: string;
  keys: JWTVerifyGetKey;
}

/**
 * Reads the provider's discovery document. Its `issuer` is what tokens carry, which is not
 * always the configured authority (Azure AD B2C: the policy URL vs. the tenant issuer).
 */
async function discover(authority: string): Promise<TrustedIssuer> {
  const response = await fetch(`${authority.replace(/\/$/, '')}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`OIDC discovery failed: HTTP ${response.status}`);
  const document = (await response.json()) as { issuer?: string; jwks_uri?: string };
  if (!document.issuer || !document.jwks_uri)
    throw new Error('OIDC discovery document lacks issuer or jwks_uri');
  return { issuer: document.issuer, keys: createRemoteJWKSet(new URL(document.jwks_uri)) };
}

export const invalidToken = (message: string) => new HttpError(401, 'invalid_token', message);

/**
 * What a failed verification answers: our own 401 as it is, jose's expiry or any other of its
 * refusals as a 401 that says which, anything else (a key set not reachable) unchanged.
 */
export function refusedToken(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof joseErrors.JWTExpired) return invalidToken('The access token has expired.');
  if (error instanceof joseErrors.JOSEError) return invalidToken('The access token is not valid.');
  return error;
}

/**
 * Verifies bearer access tokens: signature against the issuer's keys, issuer, audience,
 * expiry and type (RFC 9068 `at+jwt`; external providers that sign plain `JWT` access
 * tokens are accepted with the same checks).
 */
export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  let trusted: Promise<TrustedIssuer> | undefined = options.localJwks
    ? Promise.resolve({ issuer: options.issuer, keys: createLocalJWKSet(options.localJwks) })
    : undefined;
  const allowedTypes = options.localJwks ? ['at+jwt'] : ['at+jwt', 'JWT'];
  return async (token) => {
    trusted ??= discover(options.issuer).catch((error: unknown) => {
      trusted = undefined;
      throw error;
    });
    const { issuer, keys } = await trusted;
    try {
      const { payload, protectedHeader } = await jwtVerify(token, keys, {
        issuer,
        audience: options.audience,
        algorithms: ['RS256', 'PS256', 'ES256'],
        clockTolerance: 30,
      });
      if (!allowedTypes.includes(protectedHeader.typ ?? ''))
        throw invalidToken('The token is not an access token.');
      const user = currentUserFromClaims(payload, options);
      if (!user.subject) throw invalidToken('The token has no subject.');
      // A token without iat counts as issued at the epoch: before any erasure.
      if (await options.revoked?.(user.subject, new Date((payload.iat ?? 0) * 1000))) {
        throw invalidToken('The account of this token has been deleted.');
      }
      return user;
    } catch (error) {
      throw refusedToken(error);
    }
  };
}
