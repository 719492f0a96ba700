import {
  currentUserFromClaims,
  installerCompanyOf,
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

/** A signed-in account with a company name counts as an installer (docs/spec.md §4, §6). */
export function isInstaller(user: CurrentUser): user is SignedInUser & {
  company: NonNullable<SignedInUser['company']>;
} {
  return user.isAuthenticated && installerCompanyOf(user) !== null;
}

/** How the header names the account: the person's name, else the e-mail it signed in with. */
export function displayName(user: SignedInUser): string {
  const name = [user.givenName, user.familyName].filter((part) => part !== null).join(' ');
  return name !== '' ? name : (user.email ?? user.subject);
}
