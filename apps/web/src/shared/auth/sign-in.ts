import type { LocaleCode } from '@pr/contracts';
import type { SigninRedirectArgs } from 'oidc-client-ts';
import { showFlash } from '../flash/flash-store';
import { localeFromPathname } from '../routing/locale-from-url';
import { reportProblem } from '../telemetry/report-problem';
import { getAuthSession, getUserManager, isProviderRefusal, syncUser } from './auth-session';
import { setAuthStatus } from './auth-store';

/** The provider's other user flows (B2C style): profile edit and password reset. */
export type AuthFlow = 'profile' | 'reset';

export interface SignInRequest {
  /** Where the user comes back to: path and query, with the locale prefix. */
  returnTo: string;
  flow?: AuthFlow;
}

/** Only a path of this site may be a return target (never `//other.example`). */
function asReturnTo(value: unknown): string | null {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : null;
}

/** The return path a sign-in or sign-out carried in its state, if it is one of this site. */
export function returnToOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'returnTo' in state
    ? asReturnTo(state.returnTo)
    : null;
}

/**
 * The authorization request for `request`: the return path travels in the state, the
 * provider's pages speak the locale of that path, and a named flow forces its page even
 * when the provider still has a session.
 */
export function signInArgs(
  { returnTo, flow }: SignInRequest,
  defaultLocale: LocaleCode,
): SigninRedirectArgs {
  const path = new URL(returnTo, window.location.origin).pathname;
  return {
    state: { returnTo },
    ui_locales: localeFromPathname(path, defaultLocale),
    ...(flow === undefined ? {} : { prompt: 'login', extraQueryParams: { ui_flow: flow } }),
  };
}

/**
 * Leaves for the identity provider. The promise settles only if the browser stays here:
 * the user came back with the Back button, or the redirect could not start (reported and
 * shown as an error). Returns whether it failed.
 */
export async function startSignIn(request: SignInRequest): Promise<{ failed: boolean }> {
  const { defaultLocale } = getAuthSession();
  setAuthStatus('login');
  try {
    const userManager = await getUserManager();
    await userManager.signinRedirect(signInArgs(request, defaultLocale));
    return { failed: false };
  } catch (error) {
    reportProblem({ kind: 'auth-failed', detail: `sign-in redirect: ${String(error)}` });
    showFlash({ type: 'error', messageKey: 'flash.signInFailed' });
    return { failed: true };
  } finally {
    setAuthStatus('none');
  }
}

/** Whether a URL is the provider's answer (a code or an error, with our state). */
export function isSignInResponse(url: URL): boolean {
  const params = url.searchParams;
  return params.has('state') && (params.has('code') || params.has('error'));
}

export type SignInResult =
  { ok: true; returnTo: string | null } | { ok: false; returnTo: string | null; error: unknown };

/**
 * Processes the provider's answer at `/redirect`: exchanges the code for tokens and
 * stores them, then tells where the user was when sign-in started.
 */
export async function completeSignIn(url: string): Promise<SignInResult> {
  setAuthStatus('handleRedirect');
  try {
    const user = await (await getUserManager()).signinCallback(url);
    if (user !== undefined) syncUser(user);
    return { ok: true, returnTo: returnToOf(user?.state) };
  } catch (error) {
    // A refusal (e.g. the user cancelled) still carries our state.
    const state = isProviderRefusal(error) ? error.state : undefined;
    return { ok: false, returnTo: returnToOf(state), error };
  } finally {
    setAuthStatus('none');
  }
}
