import { useLocation } from 'react-router';
import { useAuthStatus } from '../../shared/auth/auth-store';
import { startSignIn, type AuthFlow } from '../../shared/auth/sign-in';
import { startSignOut } from '../../shared/auth/sign-out';
import { usePaths } from '../../shared/routing/use-paths';

/**
 * The header's sign-in controls. Each flow comes back to the current page (path and
 * query); they are busy while the browser is leaving for the identity provider.
 */
export function useAuthActions() {
  const { pathname, search } = useLocation();
  const status = useAuthStatus();
  const returnTo = `${pathname}${search}`;
  const home = usePaths().home();
  return {
    busy: status === 'login' || status === 'logout',
    signIn: () => void startSignIn({ returnTo }),
    startFlow: (flow: AuthFlow) => void startSignIn({ returnTo, flow }),
    signOut: () => void startSignOut(home),
  };
}
