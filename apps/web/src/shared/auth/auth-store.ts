import { create } from 'zustand';
import { ANONYMOUS_USER, type CurrentUser } from './current-user';

interface AuthState {
  user: CurrentUser;
}

/**
 * The single source of truth for who is signed in; the header, the guards and the
 * screens read it. Only the sign-in integration writes it (through `setCurrentUser`),
 * so until that exists everyone is anonymous.
 */
export const useAuthStore = create<AuthState>(() => ({ user: ANONYMOUS_USER }));

export function useCurrentUser(): CurrentUser {
  return useAuthStore((state) => state.user);
}

/** For loaders, which run outside React. */
export function getCurrentUser(): CurrentUser {
  return useAuthStore.getState().user;
}

export function setCurrentUser(user: CurrentUser): void {
  useAuthStore.setState({ user });
}

/** Forgets the signed-in account in this tab ('Déconnexion'). */
export function signOut(): void {
  setCurrentUser(ANONYMOUS_USER);
}
