import { eq, or, type SQL } from 'drizzle-orm';
import { normalizeEmail, RECIPIENT_TYPE, type CurrentUser } from '@pr/contracts';
import { normalizedEmail, registrations } from '../../db/schema';
import type { RegistrationRow } from './registration-row';

/**
 * Whether a registration is installer company `companyId`'s: by the company, never by its
 * name, which two companies may share.
 */
export const isCompanysRegistration = (
  row: Pick<RegistrationRow, 'companyId'>,
  companyId: string | null,
): boolean => companyId !== null && row.companyId === companyId;

/** An installer registration holding a serial, as an installer sees it. */
export type InstallerHold = 'ours' | 'taken';

export const installerHoldOf = (
  holder: Pick<RegistrationRow, 'companyId'>,
  companyId: string | null,
): InstallerHold => (isCompanysRegistration(holder, companyId) ? 'ours' : 'taken');

/** The user's address, once its provider verified it: until then it proves nothing. */
export const verifiedEmailOf = (user: CurrentUser): string | null =>
  user.emailVerified && user.email !== null ? normalizeEmail(user.email) : null;

/**
 * Whether an owner registration is the user's: made with their account, or with their
 * verified e-mail (signed in or not).
 */
function isOwnersRegistration(
  row: Pick<RegistrationRow, 'accountSubject' | 'endUserEmail'>,
  user: CurrentUser,
): boolean {
  if (row.accountSubject === user.subject) return true;
  const email = verifiedEmailOf(user);
  return email !== null && row.endUserEmail !== null && normalizeEmail(row.endUserEmail) === email;
}

/** The SQL form of isOwnersRegistration. */
export function ownerRegistrationsOf(user: CurrentUser): SQL | undefined {
  const bySubject = eq(registrations.accountSubject, user.subject);
  const email = verifiedEmailOf(user);
  return email === null
    ? bySubject
    : or(bySubject, eq(normalizedEmail(registrations.endUserEmail), email));
}

/**
 * Whether a registration is the user's, to see as theirs (its certificate, "yours" at step 1)
 * or to get back when they repeat it: its owner's, or its installer company's.
 */
export function isUsersRegistration(
  row: Pick<RegistrationRow, 'registrantType' | 'companyId' | 'accountSubject' | 'endUserEmail'>,
  user: CurrentUser,
  /** The user's installer company (ours, or the one stored for a directory's), if any. */
  companyId: string | null,
): boolean {
  return row.registrantType === RECIPIENT_TYPE.installer
    ? isCompanysRegistration(row, companyId)
    : isOwnersRegistration(row, user);
}
