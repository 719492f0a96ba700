import {
  currentUserFromClaims,
  RECIPIENT_TYPE,
  type ClaimNames,
  type CurrentUser as AccountDetails,
} from '@pr/contracts';
import type { User } from 'oidc-client-ts';

export interface AnonymousUser {
  isAuthenticated: false;
}

/** A signed-in account, read from its ID token exactly as the server reads the access token. */
export type SignedInUser = { isAuthenticated: true } & AccountDetails;

export type CurrentUser = AnonymousUser | SignedInUser;

export const ANONYMOUS_USER: AnonymousUser = { isAuthenticated: false };

/**
 * The current user of an oidc-client-ts session. A missing user or one whose access
 * token has expired is anonymous: the API would refuse its calls.
 */
export function currentUserFromSession(user: User | null, claims: ClaimNames): CurrentUser {
  if (user === null || user.expired === true) return ANONYMOUS_USER;
  return { isAuthenticated: true, ...currentUserFromClaims(user.profile, claims) };
}

/** A signed-in user with a company name counts as an installer (docs/spec.md §4). */
export function isInstaller(user: CurrentUser): user is SignedInUser & {
  company: NonNullable<SignedInUser['company']>;
} {
  return user.isAuthenticated && user.userType === RECIPIENT_TYPE.installer;
}

export interface InstallerCompany {
  name: string;
  email: string;
}

/**
 * The company an installer registers for (single and bulk): the account's company name and
 * its e-mail, or the account's own e-mail where the provider has no company e-mail. Null for
 * an account without a company name, which is not an installer (docs/spec.md §6).
 */
export function companyOf(user: SignedInUser): InstallerCompany | null {
  if (user.company === null) return null;
  return { name: user.company.name, email: user.company.email ?? user.email ?? '' };
}

/** How the header names the account: the person's name, else the e-mail it signed in with. */
export function displayName(user: SignedInUser): string {
  const name = [user.givenName, user.familyName].filter((part) => part !== null).join(' ');
  return name !== '' ? name : (user.email ?? user.subject);
}
