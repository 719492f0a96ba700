import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint secret, Standard Webhooks' form: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(24).toString('base64')}`;
}

/**
 * The `webhook-signature` header (Standard Webhooks 1.0): `v1,` and the base64 HMAC-SHA256 of
 * `id.timestamp.body` under each secret, space-separated: during a rotation the old and the
 * new secret both sign, so a receiver may switch whenever it likes.
 */
export function signWebhook(
  secrets: readonly string[],
  message: { id: string; timestamp: number; body: string },
): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(
        secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret,
        'base64',
      );
      const signed = `${message.id}.${message.timestamp}.${message.body}`;
      return `v1,${createHmac('sha256', key).update(signed).digest('base64')}`;
    })
    .join(' ');
}
