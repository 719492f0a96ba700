import { randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  decodeJwt,
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  type JWK,
} from 'jose';
import { apiClientScopeSchema, type ApiClientScope } from '@pr/contracts/api-clients';
import type { Database } from '../../db/client';
import { loadOrCreateSecret } from '../../db/secrets';
import { invalidToken, refusedToken } from '../auth/access-token-verifier';

/** How long a client-credentials token lives: revoking stops it sooner (every request checks). */
export const CLIENT_TOKEN_TTL_SECONDS = 10 * 60;

/** What a verified client token says: which client, with which of its scopes. */
export interface ClientTokenClaims {
  clientId: string;
  scopes: ApiClientScope[];
}

export interface ClientTokens {
  /** The `iss` of client tokens: this server's token endpoint, apart from any user issuer. */
  issuer: string;
  issue(clientId: string, scopes: readonly ApiClientScope[]): Promise<string>;
  verify(token: string): Promise<ClientTokenClaims>;
  /** Whether a bearer token claims to be one of ours (unverified: only to pick the verifier). */
  claimsToBeClientToken(token: string): boolean;
}

/**
 * The scopes a token gets: those the request asks for, all the client's when it names none;
 * or the names it may not have (unknown, or not granted to this client by staff).
 */
export function tokenScopes(
  granted: readonly ApiClientScope[],
  asked: string | undefined,
): { scopes: ApiClientScope[] } | { refused: string[] } {
  const names = (asked ?? '').split(' ').filter((name) => name !== '');
  if (names.length === 0) return { scopes: [...granted] };
  const refused = names.filter((name) => !granted.some((scope) => scope === name));
  if (refused.length > 0) return { refused };
  return { scopes: granted.filter((scope) => names.includes(scope)) };
}

/** The `iss` of API clients' tokens: this server's token endpoint. */
export const clientTokenIssuer = (publicBaseUrl: string) =>
  `${publicBaseUrl.replace(/\/$/, '')}/api/oauth`;

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/**
 * Signs and verifies API clients' access tokens (RFC 9068 `at+jwt`, `client_id`, `scope`).
 * The key is stored with the other shared secrets, so every replica verifies what any of them
 * issued, and it is apart from the user provider's keys: client tokens work the same with
 * the embedded provider and with an external one.
 */
export async function loadClientTokens(
  db: Database,
  options: { publicBaseUrl: string; audience: string },
): Promise<ClientTokens> {
  const jwks = await loadOrCreateSecret(db, 'api-client-jwks', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'ES256', use: 'sig' }] as JWK[] };
  });
  const [signing] = jwks.keys;
  if (!signing?.kid) throw new Error('the API client signing key has no kid');
  const privateKey = await importJWK(signing, 'ES256');
  const publicKeys = createLocalJWKSet({
    keys: jwks.keys.map((key) => {
      const copy: JWK = { ...key };
      for (const member of PRIVATE_MEMBERS) delete copy[member];
      return copy;
    }),
  });
  const issuer = clientTokenIssuer(options.publicBaseUrl);
  const { audience } = options;

  return {
    issuer,
    issue: (clientId, scopes) =>
      new SignJWT({ client_id: clientId, scope: scopes.join(' ') })
        .setProtectedHeader({ alg: 'ES256', typ: 'at+jwt', kid: signing.kid })
        .setIssuer(issuer)
        .setAudience(audience)
        // RFC 9068: a token of the client itself has the client as its subject.
        .setSubject(clientId)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${CLIENT_TOKEN_TTL_SECONDS}s`)
        .sign(privateKey),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, publicKeys, {
          issuer,
          audience,
          algorithms: ['ES256'],
          typ: 'at+jwt',
          clockTolerance: 30,
        });
        const clientId = typeof payload.client_id === 'string' ? payload.client_id : '';
        if (clientId === '' || payload.sub !== clientId)
          throw invalidToken('The token names no API client.');
        const scope = typeof payload.scope === 'string' ? payload.scope : '';
        const scopes = scope.split(' ').flatMap((name) => {
          const parsed = apiClientScopeSchema.safeParse(name);
          return parsed.success ? [parsed.data] : [];
        });
        return { clientId, scopes };
      } catch (error) {
        throw refusedToken(error);
      }
    },
    claimsToBeClientToken: (token) => {
      try {
        return decodeJwt(token).iss === issuer;
      } catch {
        // Not a JWT at all: the user verifier refuses it with its own message.
        return false;
      }
    },
  };
}
