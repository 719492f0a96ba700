import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** OWASP's scrypt cost, N = 2^17 (r = 8, p = 1): 128 MiB of memory and about 0.3 s a hash. */
export const OWASP_PASSWORD_COST = 17;

/**
 * scrypt's key for `password` at N, r and p. Its memory limit follows the cost (twice the
 * 128·N·r bytes it needs): a fixed one refused every cost the configuration allows above 2^17.
 */
function derive(
  password: string,
  salt: Buffer,
  options: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>>,
): Promise<Buffer> {
  const maxmem = 2 * 128 * options.N * options.r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes and checks passwords at one cost (PASSWORD_HASH_COST). */
export interface PasswordHasher {
  /** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Whether a stored hash was made at a lower cost than this one: rehash it at the next sign-in. */
  needsRehash(stored: string): boolean;
  /**
   * What an unknown e-mail's password is checked against, so that it costs the time a known
   * one does: this hasher's scheme and cost, with a random salt and random bytes that no
   * password derives to.
   */
  readonly unknownAccountHash: string;
}

// Constants: deriving a real hash at start kept every start waiting 0.35 s.
const UNKNOWN_SALT = 'RMAjsGqetah6ZTgrjmZMFg==';
const UNKNOWN_KEY =
  'BkkshjABfiF5W6vxTXSFHtUPCenIBHzCSmCObiukWGL4cJ1OBx3WSVIDqB5QaeW6KcRk5XRoQGDpB9XQtikyrQ==';

/** The hasher of new hashes at scrypt N = 2^`costLog2`; any stored cost is still checked. */
export function createPasswordHasher(costLog2 = OWASP_PASSWORD_COST): PasswordHasher {
  const cost = { N: 2 ** costLog2, r: 8, p: 1 };
  const verify = async (password: string, stored: string): Promise<boolean> => {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    });
    return key.length === expected.length && timingSafeEqual(key, expected);
  };
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, cost);
      return [
        'scrypt',
        cost.N,
        cost.r,
        cost.p,
        salt.toString('base64'),
        key.toString('base64'),
      ].join('$');
    },
    verify,
    needsRehash(stored) {
      const [scheme, n, r, p] = stored.split('$');
      return (
        scheme !== 'scrypt' || Number(n) < cost.N || Number(r) !== cost.r || Number(p) !== cost.p
      );
    },
    unknownAccountHash: ['scrypt', cost.N, cost.r, cost.p, UNKNOWN_SALT, UNKNOWN_KEY].join('$'),
  };
}
