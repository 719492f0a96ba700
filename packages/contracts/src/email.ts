import { z } from './zod';
import { MESSAGE } from './validation-messages';

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

// The usual "something@domain.tld" pattern; the mailbox itself is proven by a confirmation mail.
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

/** E-mail address: standard pattern, at most 254 characters, at most 64 before the at sign (docs/spec.md §5). */
export const emailSchema = z
  .string({ error: MESSAGE.required })
  .trim()
  .min(1, { error: MESSAGE.required })
  .refine(
    (value) =>
      value.length <= EMAIL_MAX_LENGTH &&
      value.indexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH &&
      EMAIL_PATTERN.test(value),
    { error: MESSAGE.email },
  );

/**
 * An address as compared and looked up: mailbox providers treat its case as one, and people
 * type it both ways. Stored addresses keep the case they were typed in; the server's e-mail
 * indexes are on lower(…) of the stored (already trimmed) value, this function's SQL form.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
