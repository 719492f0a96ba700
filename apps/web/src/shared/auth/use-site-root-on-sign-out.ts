import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { usePaths } from '../routing/use-paths';
import { useAuthStore } from './auth-store';

/**
 * When the signed-in account goes away — 'Déconnexion', a sign-out in another tab, a
 * session the provider ended — the user goes to the root of the site in their language
 * (docs/spec.md §4).
 */
export function useSiteRootOnSignOut(): void {
  const navigate = useNavigate();
  const home = usePaths().home();
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.user.isAuthenticated && !state.user.isAuthenticated) {
          void navigate(home, { replace: true });
        }
      }),
    [navigate, home],
  );
}
