import { redirect, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { showFlash } from '../flash/flash-store';
import { pathsForParams } from '../routing/paths-for-params';
import { getCurrentUser } from './auth-store';
import type { SignedInUser } from './current-user';
import { startSignIn } from './sign-in';

/**
 * The one place where login-required routes check authentication. An anonymous visit
 * starts the sign-in redirect and returns to the requested URL afterwards; the loader
 * waits while the browser leaves. Should the browser stay (redirect failed, or the user
 * came back with Back), the visitor goes home instead of seeing the page.
 */
export async function requireSignIn({
  request,
  params,
}: Pick<LoaderFunctionArgs, 'request' | 'params'>): Promise<SignedInUser> {
  const user = getCurrentUser();
  if (user.isAuthenticated) return user;
  const url = new URL(request.url);
  const { failed } = await startSignIn({ returnTo: `${url.pathname}${url.search}` });
  if (!failed) showFlash({ type: 'info', messageKey: 'flash.signInRequired' });
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- loaders stop by throwing a redirect Response
  throw redirect(pathsForParams(params).home());
}

/** Loader of routes that need login and nothing else. */
export const signInRequiredLoader: LoaderFunction = async (args) => {
  await requireSignIn(args);
  return null;
};
