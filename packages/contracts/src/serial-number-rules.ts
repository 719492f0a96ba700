// Apart from the schema (serial-number.ts), so route loaders and filters that only check the
// pattern do not load zod.

export const SERIAL_MIN_LENGTH = 3;
export const SERIAL_MAX_LENGTH = 100;

/** The same rule as a pattern, for route parameters and filters that carry no user message. */
export const SERIAL_NUMBER_PATTERN = new RegExp(`^\\d{${SERIAL_MIN_LENGTH},${SERIAL_MAX_LENGTH}}$`);

/** Whether a text is a well-formed serial number, without trimming it. */
export function isSerialNumber(value: string): boolean {
  return SERIAL_NUMBER_PATTERN.test(value);
}

/** Route parameters of `products/{serialNumber}/{code}` must be digits only (docs/spec.md §5). */
export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}

/**
 * Whether a serial range is in order, its serials compared as numbers. A bound that is not a
 * number (its own field error says so) or is missing leaves nothing to compare: in order.
 */
export function isSerialRangeInOrder(from: unknown, to: unknown): boolean {
  if (typeof from !== 'string' || typeof to !== 'string') return true;
  if (!isDigitsOnly(from.trim()) || !isDigitsOnly(to.trim())) return true;
  return BigInt(from.trim()) <= BigInt(to.trim());
}
