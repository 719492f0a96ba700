import { reportProblem } from '../telemetry/report-problem';
import { getUserManager } from './auth-session';
import { setAuthStatus } from './auth-store';
import { returnToOf } from './sign-in';

/**
 * 'Déconnexion': forgets the tokens here first, so the page shows the visitor as
 * anonymous even when the provider cannot be reached, then ends the provider's session.
 * The provider sends the browser back to the one registered address, the site root, with
 * the state that names `home` — the root of the user's locale (docs/spec.md §2).
 */
export async function startSignOut(home: string): Promise<void> {
  setAuthStatus('logout');
  const userManager = await getUserManager();
  const user = await userManager.getUser();
  await userManager.removeUser();
  try {
    await userManager.signoutRedirect({
      id_token_hint: user?.id_token,
      post_logout_redirect_uri: userManager.settings.post_logout_redirect_uri,
      state: { returnTo: home },
    });
  } catch (error) {
    reportProblem({ kind: 'auth-failed', detail: `sign-out redirect: ${String(error)}` });
  } finally {
    setAuthStatus('none');
  }
}

/**
 * Forgets the tokens here without a visit to the provider: after the account was erased
 * there is no session left there to end.
 */
export async function forgetSignIn(): Promise<void> {
  await (await getUserManager()).removeUser();
  setAuthStatus('none');
}

/**
 * The locale root a sign-out started from, read from the provider's answer at the site
 * root; null when `url` is no such answer or its state is unknown here.
 */
export async function completeSignOut(url: string): Promise<string | null> {
  try {
    const response = await (await getUserManager()).signoutCallback(url);
    return returnToOf(response?.userState);
  } catch (error) {
    reportProblem({ kind: 'auth-failed', detail: `sign-out callback: ${String(error)}` });
    return null;
  }
}
