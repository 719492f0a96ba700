import type { Paths } from '../../shared/routing/paths';

/**
 * Where the header logo leads (docs/spec.md §2): the end-user landing inside the end-user
 * area, the installer landing inside the installer area, otherwise the home page.
 */
export function logoLinkTarget(pathname: string, paths: Paths): string {
  if (pathname.includes('/users/')) return paths.userLanding();
  if (pathname.includes('/installers/')) return paths.installerLanding();
  return paths.home();
}
