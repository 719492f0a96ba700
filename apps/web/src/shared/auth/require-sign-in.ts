import { redirect, type LoaderFunction } from 'react-router';
import { pathsForParams } from '../routing/paths-for-params';
import { showFlash } from '../flash/flash-store';
import { getCurrentUser } from './auth-store';
import type { SignedInUser } from './current-user';

/**
 * The one place where login-required routes check authentication. An anonymous visitor
 * is sent to `homePath` with a notice; the sign-in issue replaces that branch with the
 * identity provider's redirect flow returning to the requested URL.
 */
export function requireSignIn(homePath: string): SignedInUser {
  const user = getCurrentUser();
  if (user.isAuthenticated) return user;
  showFlash({ type: 'info', messageKey: 'flash.signInRequired' });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- loaders stop by throwing a redirect Response
  throw redirect(homePath);
}

/** Loader of routes that need login and nothing else. */
export const signInRequiredLoader: LoaderFunction = ({ params }) => {
  requireSignIn(pathsForParams(params).home());
  return null;
};
