import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/** OWASP's scrypt parameters (N = 2^17, r = 8, p = 1); 128 MiB of memory per hash. */
const COST = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 } satisfies ScryptOptions;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: COST.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Whether a stored hash was made at a lower cost than today's: rehash it at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) < COST.N || Number(r) !== COST.r || Number(p) !== COST.p;
}

/**
 * What an unknown e-mail's password is checked against, so it costs as much time as a known
 * one: the scheme and cost of every stored hash, with a random salt and random bytes that no
 * password derives to. A constant: deriving one at start kept every start waiting 0.35 s.
 */
export const UNKNOWN_ACCOUNT_HASH = [
  'scrypt',
  COST.N,
  COST.r,
  COST.p,
  'RMAjsGqetah6ZTgrjmZMFg==',
  'BkkshjABfiF5W6vxTXSFHtUPCenIBHzCSmCObiukWGL4cJ1OBx3WSVIDqB5QaeW6KcRk5XRoQGDpB9XQtikyrQ==',
].join('$');
