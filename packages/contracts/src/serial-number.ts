import { z } from 'zod';
import { MESSAGE } from './validation-messages';

export const SERIAL_MIN_LENGTH = 3;
export const SERIAL_MAX_LENGTH = 100;

/**
 * A serial number as typed by a user: required, 3–100 characters, digits only (docs/spec.md §5).
 * Kept as a string end to end: a 100-digit serial does not fit a JavaScript number.
 */
export const serialNumberSchema = z
  .string({ error: MESSAGE.required })
  .trim()
  .min(1, { error: MESSAGE.required })
  .regex(/^\d+$/, { error: MESSAGE.numeric })
  .min(SERIAL_MIN_LENGTH, { error: MESSAGE.minLength })
  .max(SERIAL_MAX_LENGTH, { error: MESSAGE.maxLength });

/** The same rule as a pattern, for route parameters and filters that carry no user message. */
export const SERIAL_NUMBER_PATTERN = new RegExp(`^\\d{${SERIAL_MIN_LENGTH},${SERIAL_MAX_LENGTH}}$`);

/** Whether a text is a well-formed serial number, without trimming it. */
export function isSerialNumber(value: string): boolean {
  return SERIAL_NUMBER_PATTERN.test(value);
}

export type SerialNumber = z.infer<typeof serialNumberSchema>;

/** Route parameters of `products/{serialNumber}/{code}` must be digits only (docs/spec.md §5). */
export function isDigitsOnly(value: string): boolean {
  return /^\d+$/.test(value);
}
