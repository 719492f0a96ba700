import type { RuntimeConfig } from '@pr/contracts';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import { ROUTES } from '../routing/paths';

/**
 * The oidc-client-ts client for the configured provider: authorization code with PKCE,
 * tokens cached in localStorage (docs/spec.md §9) and renewed with the refresh token before
 * they expire. The provider registers the unprefixed `/redirect` and `/` only. Role and
 * company come from the ID token, so no userinfo call is made.
 */
export function createUserManager(oidc: RuntimeConfig['oidc'], origin: string): UserManager {
  return new UserManager({
    authority: oidc.authority,
    client_id: oidc.clientId,
    scope: oidc.scope,
    redirect_uri: `${origin}/${ROUTES.signInRedirect}`,
    post_logout_redirect_uri: `${origin}/`,
    userStore: new WebStorageStateStore({ store: window.localStorage }),
    automaticSilentRenew: true,
    loadUserInfo: false,
  });
}
