import { z } from 'zod';
import { DEFAULT_ROLES_CLAIM, DEFAULT_STAFF_ROLE } from '@pr/contracts';
import { optionalUrl } from './config-limits';

/**
 * Who signs people in: an external OpenID Connect issuer, or the embedded provider and how it
 * stores passwords. Shown in docs/configuration.md among the server's variables.
 */
export const identityVariables = {
  OIDC_ISSUER: optionalUrl.meta({
    description: 'external OpenID Connect issuer',
    defaultText: 'unset (embedded provider at `$PUBLIC_BASE_URL/idp`)',
  }),
  OIDC_CLIENT_ID: z
    .string()
    .min(1)
    .default('product-registration-spa')
    .describe('client id of the SPA at the identity provider'),
  OIDC_AUDIENCE: z
    .string()
    .min(1)
    .optional()
    .meta({ description: 'audience of API access tokens', defaultText: '`$PUBLIC_BASE_URL/api`' }),
  OIDC_SCOPE: z
    .string()
    .default('openid profile email offline_access')
    .describe('scopes the SPA asks for'),
  PASSWORD_HASH_COST: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(10)
    .max(20)
    .default(17)
    .describe(
      "scrypt cost of the embedded provider's new password hashes, as the power of two N (OWASP's 17: 128 MiB and about 0.3 s of a core each). Stored hashes keep their own cost and a lower one is raised at the next sign-in. Lower it only for tests: each step down halves what guessing a leaked password costs",
    ),
  OIDC_COMPANY_NAME_CLAIM: z
    .string()
    .min(1)
    .default('company_name')
    .describe("token claim holding the installer's company name"),
  OIDC_COMPANY_EMAIL_CLAIM: z
    .string()
    .min(1)
    .default('company_email')
    .describe('token claim holding the company e-mail'),
  OIDC_ROLES_CLAIM: z
    .string()
    .min(1)
    .default(DEFAULT_ROLES_CLAIM)
    .describe("token claim listing the user's roles (an array, or a space-separated string)"),
  OIDC_STAFF_ROLE: z
    .string()
    .min(1)
    .default(DEFAULT_STAFF_ROLE)
    .describe('the role that makes a user manufacturer staff: the console and `/api/console`'),
  OIDC_PROFILE_URL: optionalUrl.meta({
    description:
      "an external identity provider's page where a signed-in user edits their profile (Azure AD B2C: the authorize URL of the `B2C_1_profileedit` user flow; Keycloak: `https://<host>/realms/<realm>/account`); unset, the embedded provider shows its own profile page and an external provider's link is hidden",
    defaultText: "unset (the embedded provider's page, or no link)",
  }),
  OIDC_PASSWORD_RESET_URL: optionalUrl.meta({
    description:
      "an external identity provider's password-reset page, for providers whose sign-in page has no reset of its own; unset, the embedded provider's reset page, or the external provider's sign-in page offers it",
    defaultText: "unset (the provider's own reset)",
  }),
};
