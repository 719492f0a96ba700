import { WEB_VITAL_PAGES } from '@pr/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routePattern } from '../../shared/telemetry/report-web-vitals';
import { createAppRoutes } from './app-routes';

/** Every chain of matches from the root to a page: what the router's `matches` can be. */
function leafChains(routes: RouteObject[], above: RouteObject[] = []): RouteObject[][] {
  return routes.flatMap((route) =>
    route.children ? leafChains(route.children, [...above, route]) : [[...above, route]],
  );
}

describe('the pages a web-vitals report may name', () => {
  it('are exactly the pages of the route table, as the reporter names them', () => {
    const chains = leafChains(
      createAppRoutes({ defaultLocale: 'fr-FR', endUserLoginRequired: false }),
    );
    const pages = new Set(
      chains
        .filter((chain) => chain.at(-1)?.path !== '*')
        .map((chain) => routePattern(chain.map((route) => ({ route: { path: route.path } })))),
    );
    expect([...pages].sort()).toEqual([...WEB_VITAL_PAGES].sort());
  });
});
