import { MESSAGE } from '@pr/contracts';
import { z } from '@pr/contracts/zod';

/** The keys of the `validation` catalog section a field error can carry. */
export type ValidationKey =
  | (typeof MESSAGE)[keyof typeof MESSAGE]
  | 'invalidAddress'
  | 'invalidDate'
  | 'noFutureDate'
  | 'postalCodeFormat';

/** A field's error: its message key and, for length messages, the limit to show. */
export interface FieldError {
  key: ValidationKey;
  limit?: number;
}

export type FieldErrors<K extends string> = Partial<Record<K, FieldError>>;

const KEYS = new Set<string>([
  ...Object.values(MESSAGE),
  'invalidAddress',
  'invalidDate',
  'noFutureDate',
  'postalCodeFormat',
]);

function isValidationKey(value: string): value is ValidationKey {
  return KEYS.has(value);
}

function limitOf(issue: z.core.$ZodIssue): number | undefined {
  if (issue.code === 'too_small') return Number(issue.minimum);
  if (issue.code === 'too_big') return Number(issue.maximum);
  return undefined;
}

/** The length a min/max-length message of `field` names, read from its schema. */
function lengthLimitOf(field: z.ZodType | undefined, key: ValidationKey): number | undefined {
  let inner: unknown = field;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap();
  if (!(inner instanceof z.ZodString)) return undefined;
  const limit = key === MESSAGE.minLength ? inner.minLength : inner.maxLength;
  return limit ?? undefined;
}

/**
 * A field's error as a form library reports it (the message its schema gave, nothing else):
 * the message key, and the limit of a length message, read from the field's schema.
 */
export function fieldErrorOf(field: z.ZodType | undefined, message: string): FieldError {
  const key = isValidationKey(message) ? message : MESSAGE.required;
  const limit =
    key === MESSAGE.minLength || key === MESSAGE.maxLength ? lengthLimitOf(field, key) : undefined;
  return limit === undefined ? { key } : { key, limit };
}

/**
 * The first error of every field of a failed parse. The contract schemas carry message
 * keys (docs/spec.md §8); anything else (a type mismatch) reads as "required".
 */
export function fieldErrorsOf<K extends string>(error: z.ZodError): FieldErrors<K> {
  const errors: Partial<Record<string, FieldError>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field] !== undefined) continue;
    const key = isValidationKey(issue.message) ? issue.message : MESSAGE.required;
    const limit =
      key === MESSAGE.minLength || key === MESSAGE.maxLength ? limitOf(issue) : undefined;
    errors[field] = limit === undefined ? { key } : { key, limit };
  }
  return errors;
}
