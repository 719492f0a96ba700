import { z } from './zod';
import { SERIAL_MAX_LENGTH, SERIAL_MIN_LENGTH } from './serial-number-rules';
import { MESSAGE } from './validation-messages';

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

export type SerialNumber = z.infer<typeof serialNumberSchema>;
