import { RECIPIENT_TYPE, type RecipientTypeId } from './product-kinds';

/** The signed-in user, derived in one way from token claims by both browser and server. */
export interface CurrentUser {
  subject: string;
  email: string | null;
  /**
   * False only when the provider says the e-mail is unverified: providers that send no
   * `email_verified` claim (Azure AD B2C) verify the address at sign-up.
   */
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  /**
   * The installer company the provider vouches for. Its id is ours (the embedded provider's
   * approved company); null when an external directory names the company.
   */
  company: { id: string | null; name: string; email: string | null } | null;
  /**
   * A company the user applied for on the embedded provider that staff have not approved:
   * until they do, the user is an end customer (the pages say the company is being verified).
   */
  companyApplication: CompanyApplication | null;
  /** 2 (installer) when the account has a company name, else 1 (end customer) — docs/spec.md §6. */
  userType: RecipientTypeId;
  /** Manufacturer staff: the roles claim holds the staff role (the console's users). */
  isStaff: boolean;
}

export interface CompanyApplication {
  status: 'pending' | 'rejected';
  /** When the user applied (ISO 8601). */
  appliedAt: string;
}

/**
 * Claims only the embedded provider issues: our id of an approved company, and the state of
 * an application not yet approved.
 */
export const COMPANY_ID_CLAIM = 'company_id';
export const COMPANY_STATUS_CLAIM = 'company_status';
export const COMPANY_APPLIED_AT_CLAIM = 'company_applied_at';

/** The staff role and the claim that lists roles, unless configured otherwise. */
export const DEFAULT_ROLES_CLAIM = 'roles';
export const DEFAULT_STAFF_ROLE = 'registration-admin';

export interface ClaimNames {
  companyNameClaim: string;
  companyEmailClaim: string;
  /** The claim listing the user's roles (an array, or a space-separated string). */
  rolesClaim?: string;
  /** The role that makes a user manufacturer staff. */
  staffRole?: string;
  /** Set only where the company id claim is ours to trust (the embedded provider). */
  companyIdClaim?: string;
}

function companyApplicationOf(claims: Record<string, unknown>): CompanyApplication | null {
  const status = claims[COMPANY_STATUS_CLAIM];
  const appliedAt = claims[COMPANY_APPLIED_AT_CLAIM];
  if ((status !== 'pending' && status !== 'rejected') || typeof appliedAt !== 'string') return null;
  return { status, appliedAt };
}

/** The roles a claim lists: Entra ID sends an array, some providers a space-separated string. */
function rolesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((role): role is string => typeof role === 'string');
  return typeof value === 'string' ? value.split(/[\s,]+/).filter(Boolean) : [];
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** Reads claims of any of our providers; Azure AD B2C sends the e-mail as `emails[0]`. */
export function currentUserFromClaims(
  claims: Record<string, unknown>,
  names: ClaimNames,
): CurrentUser {
  const emails = Array.isArray(claims.emails) ? (claims.emails as unknown[]) : [];
  const companyId = names.companyIdClaim ? text(claims[names.companyIdClaim]) : null;
  // Where company ids are ours, a company without one is none we approved.
  const companyName =
    names.companyIdClaim && companyId === null ? null : text(claims[names.companyNameClaim]);
  return {
    subject: text(claims.sub) ?? '',
    email: text(claims.email) ?? text(emails[0]),
    emailVerified: claims.email_verified !== false,
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    company: companyName
      ? {
          id: companyId,
          name: companyName,
          email: text(claims[names.companyEmailClaim]),
        }
      : null,
    companyApplication: companyName ? null : companyApplicationOf(claims),
    userType: companyName ? RECIPIENT_TYPE.installer : RECIPIENT_TYPE.endCustomer,
    isStaff: rolesOf(claims[names.rolesClaim ?? DEFAULT_ROLES_CLAIM]).includes(
      names.staffRole ?? DEFAULT_STAFF_ROLE,
    ),
  };
}

/** The company an installer registers for, in a single or a bulk registration. */
export interface InstallerCompany {
  name: string;
  /** The company's e-mail, else the account's own; null when the provider sends neither. */
  email: string | null;
}

/**
 * The one installer-company rule (docs/spec.md §6): an account with a company name is an
 * installer of that company, reachable at the company e-mail or, where the provider has
 * none, at the account's e-mail. Null for an account without a company name.
 */
export function installerCompanyOf(
  user: Pick<CurrentUser, 'company' | 'email'>,
): InstallerCompany | null {
  if (user.company === null) return null;
  return { name: user.company.name, email: user.company.email ?? user.email };
}
