import { z } from './zod';
import { MESSAGE } from './validation-messages';

/**
 * A registration's short reference (issue 47): what a person reads out on the phone, so
 * 8 characters of an alphabet without look-alikes: no 0 or O, no 1, I or L, no U (heard and
 * read as V). 30^8 ≈ 6.6 × 10^11 references, each unique in the database.
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 8;

const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

/** A reference as people read it: two groups of four, `K7QM-3XHP`. */
export function formatReference(reference: string): string {
  return `${reference.slice(0, 4)}-${reference.slice(4)}`;
}

/** A typed reference as stored (case, spaces and hyphens aside), or null when it is none. */
export function parseReference(typed: string): string | null {
  const reference = typed.replace(/[\s-]/g, '').toUpperCase();
  return REFERENCE_PATTERN.test(reference) ? reference : null;
}

/** A reference typed by staff or a caller, stored form out; "k7qm 3xhp" is K7QM3XHP. */
export const referenceSchema = z.string().transform((typed, context) => {
  const reference = parseReference(typed);
  if (reference === null) {
    context.addIssue({ code: 'custom', message: MESSAGE.reference });
    return z.NEVER;
  }
  return reference;
});
