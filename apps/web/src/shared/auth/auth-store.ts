import { create } from 'zustand';
import { ANONYMOUS_USER, type CurrentUser } from './current-user';

/**
 * The authentication states of docs/spec.md §4: `startup` while the token cache is read,
 * `login` while leaving for the identity provider, `handleRedirect` while its answer is
 * processed, `ssoSilent` while a cached session is restored with its refresh token,
 * `acquireToken` while an access token is renewed, `logout` while signing out, `none` idle.
 */
export type AuthStatus =
  'startup' | 'login' | 'ssoSilent' | 'acquireToken' | 'handleRedirect' | 'logout' | 'none';

interface AuthState {
  user: CurrentUser;
  status: AuthStatus;
}

/**
 * The single source of truth for who is signed in; the header, the guards, the API
 * client and the screens read it. Only the sign-in session (auth-session.ts) writes it.
 */
export const useAuthStore = create<AuthState>(() => ({ user: ANONYMOUS_USER, status: 'startup' }));

export function useCurrentUser(): CurrentUser {
  return useAuthStore((state) => state.user);
}

export function useAuthStatus(): AuthStatus {
  return useAuthStore((state) => state.status);
}

/** For loaders, which run outside React. */
export function getCurrentUser(): CurrentUser {
  return useAuthStore.getState().user;
}

export function setCurrentUser(user: CurrentUser): void {
  useAuthStore.setState({ user });
}

export function setAuthStatus(status: AuthStatus): void {
  useAuthStore.setState({ status });
}
