import { replace, type LoaderFunction } from 'react-router';
import { completeSignOut } from '../../shared/auth/sign-out';

/**
 * The site root, where the identity provider returns after 'Déconnexion' with the sign-out's
 * state: the user goes on to the root of the locale they signed out from (docs/spec.md §2).
 */
export const signOutReturnLoader: LoaderFunction = async ({ request }) => {
  const url = new URL(request.url);
  if (!url.searchParams.has('state')) return null;
  const home = await completeSignOut(url.href);
  return replace(home ?? url.pathname);
};
