/** Company details of a signed-in account (spec §3, from the token claims). */
export interface CompanyDetails {
  name: string;
  email: string;
}

export interface AnonymousUser {
  isAuthenticated: false;
}

export interface SignedInUser {
  isAuthenticated: true;
  givenName: string;
  familyName: string;
  email: string;
  company: CompanyDetails | null;
}

export type CurrentUser = AnonymousUser | SignedInUser;

export const ANONYMOUS_USER: AnonymousUser = { isAuthenticated: false };

/** A signed-in user with a company name counts as an installer (spec §4). */
export function isInstaller(user: CurrentUser): user is SignedInUser & { company: CompanyDetails } {
  return user.isAuthenticated && (user.company?.name ?? '') !== '';
}
