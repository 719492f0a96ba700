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
