/**
 * A new Idempotency-Key for a batch: 128 random bits as hex. getRandomValues also works
 * on plain-http deployments, where crypto.randomUUID is missing.
 */
export function newBatchKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
