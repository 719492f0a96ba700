import { User, type UserManager } from 'oidc-client-ts';
import { vi } from 'vitest';
import { startAuthSession } from '../shared/auth/auth-session';
import { createUserManager } from '../shared/auth/user-manager';
import { testAppConfig } from './test-config';

/** ID-token claims as the embedded provider issues them. */
export const OWNER_CLAIMS = {
  sub: 'owner-subject',
  email: 'owner@example.com',
  given_name: 'Jean',
  family_name: 'Martin',
};
export const INSTALLER_CLAIMS = {
  sub: 'installer-subject',
  email: 'installer@example.com',
  given_name: 'Marie',
  family_name: 'Dubois',
  company_name: 'Dubois Chauffage SARL',
  company_email: 'contact@dubois-chauffage.example',
};

/** An oidc-client-ts user as it sits in the token cache after sign-in. */
export function oidcUser(
  claims: Record<string, unknown>,
  {
    expiresIn = 3600,
    state,
    accessToken = `access-token-of-${String(claims.sub)}`,
  }: { expiresIn?: number; state?: unknown; accessToken?: string } = {},
): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    id_token: `id-token-of-${String(claims.sub)}`,
    access_token: accessToken,
    refresh_token: 'refresh-token',
    token_type: 'Bearer',
    scope: 'openid profile email offline_access',
    expires_at: now + expiresIn,
    profile: {
      iss: 'http://localhost:3000/idp',
      aud: 'spa',
      iat: now,
      exp: now + 3600,
      sub: '',
      ...claims,
    },
    userState: state,
  });
}

/**
 * Starts the app's sign-in session on a real UserManager whose redirects (the module
 * boundary) are stubbed: leaving for the provider never settles, as in a browser.
 */
export async function startTestAuth({ user }: { user?: User } = {}) {
  const config = testAppConfig();
  const userManager: UserManager = createUserManager(config.oidc, window.location.origin);
  if (user !== undefined) await userManager.storeUser(user);
  const leave = () => new Promise<never>(() => undefined);
  const signinRedirect = vi.spyOn(userManager, 'signinRedirect').mockImplementation(leave);
  const signoutRedirect = vi.spyOn(userManager, 'signoutRedirect').mockImplementation(leave);
  const signinCallback = vi.spyOn(userManager, 'signinCallback');
  await startAuthSession({
    loadUserManager: () => Promise.resolve(userManager),
    claims: {
      companyNameClaim: config.oidc.companyNameClaim,
      companyEmailClaim: config.oidc.companyEmailClaim,
    },
    defaultLocale: config.defaultLocale,
  });
  return { userManager, signinRedirect, signoutRedirect, signinCallback };
}
