import { startAuthSession } from '../shared/auth/auth-session';
import type { AppConfig } from '../shared/config/runtime-config';

/** The sign-in session for the configured provider; the client loads only when needed. */
export function startSignInSession(config: AppConfig): Promise<void> {
  const { oidc } = config;
  return startAuthSession({
    loadUserManager: async () => {
      const { createUserManager } = await import('../shared/auth/user-manager');
      return createUserManager(oidc, window.location.origin);
    },
    claims: {
      companyNameClaim: oidc.companyNameClaim,
      companyEmailClaim: oidc.companyEmailClaim,
      rolesClaim: oidc.rolesClaim,
      staffRole: oidc.staffRole,
    },
    defaultLocale: config.defaultLocale,
  });
}
