import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAuthStore } from './auth-store';

/**
 * When the signed-in account goes away — 'Déconnexion', a sign-out in another tab, a
 * session the provider ended — the user goes to the site root (docs/spec.md §4).
 */
export function useSiteRootOnSignOut(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      useAuthStore.subscribe((state, previous) => {
        if (previous.user.isAuthenticated && !state.user.isAuthenticated) {
          void navigate('/', { replace: true });
        }
      }),
    [navigate],
  );
}
