import { createHash, randomBytes } from 'node:crypto';

/** A token for a link sent by mail: 192 random bits, URL-safe. */
export function newSecretToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * What the database keeps of a mailed token: its SHA-256, so a copy of the database (a backup,
 * a leak) holds no working link.
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * Whether `token` can be one we mailed (base64url now, a UUID in older links); anything else,
 * such as a NUL byte PostgreSQL refuses to compare, matches no link.
 */
export function isWellFormedToken(token: string): boolean {
  return /^[\w-]{1,200}$/.test(token);
}
