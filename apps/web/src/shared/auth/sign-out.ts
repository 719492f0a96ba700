import { reportProblem } from '../telemetry/report-problem';
import { getAuthSession } from './auth-session';
import { setAuthStatus } from './auth-store';

/**
 * 'Déconnexion': forgets the tokens here first, so the page shows the visitor as
 * anonymous even when the provider cannot be reached, then ends the provider's session,
 * which sends the browser back to the site root (docs/spec.md §2).
 */
export async function startSignOut(): Promise<void> {
  const { userManager } = getAuthSession();
  setAuthStatus('logout');
  const user = await userManager.getUser();
  await userManager.removeUser();
  try {
    await userManager.signoutRedirect({
      id_token_hint: user?.id_token,
      post_logout_redirect_uri: userManager.settings.post_logout_redirect_uri,
    });
  } catch (error) {
    reportProblem({ kind: 'auth-failed', detail: `sign-out redirect: ${String(error)}` });
  } finally {
    setAuthStatus('none');
  }
}
