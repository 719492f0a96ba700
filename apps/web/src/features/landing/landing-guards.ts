import { getCurrentUser } from '../../shared/auth/auth-store';
import { isInstaller, type CurrentUser } from '../../shared/auth/current-user';
import { pathsForParams } from '../../shared/routing/paths-for-params';
import { redirect, type LoaderFunction } from 'react-router';

export type Audience = 'endUser' | 'installer';

/**
 * The landing a signed-in user belongs on when it differs from `audience` (docs/spec.md §4):
 * installers (with a company name) go to the installer landing, other signed-in
 * users to the end-user landing. Anonymous visitors see either.
 */
export function landingFor(audience: Audience, user: CurrentUser): Audience | null {
  if (!user.isAuthenticated) return null;
  const own: Audience = isInstaller(user) ? 'installer' : 'endUser';
  return own === audience ? null : own;
}

export function landingLoader(audience: Audience): LoaderFunction {
  return ({ params }) => {
    const target = landingFor(audience, getCurrentUser());
    if (target === null) return null;
    const paths = pathsForParams(params);
    return redirect(target === 'installer' ? paths.installerLanding() : paths.userLanding());
  };
}
