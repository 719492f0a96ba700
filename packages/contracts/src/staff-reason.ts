import { plainText } from './plain-text';
import { MESSAGE } from './validation-messages';

/** The longest reason staff may give for a decision. */
export const STAFF_REASON_MAX_LENGTH = 500;

/**
 * Why staff cancel, move or reject: told to the registrant or applicant and kept in the
 * audit log, so a few characters at least; plain text on one line (plainText).
 */
export const staffReasonSchema = plainText()
  .min(3, { error: MESSAGE.minLength })
  .max(STAFF_REASON_MAX_LENGTH, { error: MESSAGE.maxLength });
