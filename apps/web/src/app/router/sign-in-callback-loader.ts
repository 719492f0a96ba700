import { findLocale } from '@pr/contracts';
import { replace, type LoaderFunction } from 'react-router';
import { completeSignIn, isSignInResponse } from '../../shared/auth/sign-in';
import { showFlash } from '../../shared/flash/flash-store';
import { buildPaths } from '../../shared/routing/paths';
import { pathsForParams } from '../../shared/routing/paths-for-params';
import { reportProblem } from '../../shared/telemetry/report-problem';

/** The landing of the locale `returnTo` is in, for a sign-in that did not complete. */
function homeOf(returnTo: string): string {
  const [, first = ''] = returnTo.split('/');
  return buildPaths(findLocale(first) ?? null).home();
}

/**
 * `redirect` (docs/spec.md §2), where the identity provider sends the browser back: the answer
 * is processed and the user continues exactly where sign-in started (path and query),
 * replacing this entry in the history so Back does not replay a used code. Nothing of
 * this page is ever shown beyond the start-up busy indicator.
 */
export const signInCallbackLoader: LoaderFunction = async ({ request, params }) => {
  const home = pathsForParams(params).home();
  const url = new URL(request.url);
  // Reached without an answer (a bookmark, a reload after completion): nothing to do.
  if (!isSignInResponse(url)) return replace(home);
  const result = await completeSignIn(url.href);
  if (result.ok) return replace(result.returnTo ?? home);
  reportProblem({ kind: 'auth-failed', detail: `sign-in callback: ${String(result.error)}` });
  showFlash({ type: 'error', messageKey: 'flash.signInFailed' });
  return replace(result.returnTo === null ? home : homeOf(result.returnTo));
};
