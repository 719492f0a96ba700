import { randomBytes, randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../../db/client';
import { loadOrCreateSecret } from '../../db/secrets';

export interface IdentitySecrets {
  /** Private signing keys, for the provider. */
  jwks: { keys: JWK[] };
  /** The same keys without private parts, for verifying tokens in the API. */
  publicJwks: { keys: JWK[] };
  cookieKeys: string[];
}

const PRIVATE_MEMBERS = ['d', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/** Signing and cookie keys live in the database: tokens survive restarts and replicas agree. */
export async function loadIdentitySecrets(db: Database): Promise<IdentitySecrets> {
  const jwks = await loadOrCreateSecret(db, 'oidc-jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
  const cookieKeys = await loadOrCreateSecret(db, 'oidc-cookie-keys', async () => [
    randomBytes(32).toString('base64url'),
  ]);
  const publicJwks = {
    keys: jwks.keys.map((key) => {
      const copy: JWK = { ...key };
      for (const member of PRIVATE_MEMBERS) delete copy[member];
      return copy;
    }),
  };
  return { jwks, publicJwks, cookieKeys };
}
