import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { consoleLoader } from '../../features/console/shell/console-guards';
import { consolePaths } from '../../features/console/shell/console-paths';
import { ROUTES } from '../../shared/routing/paths';
import { prefixForParams } from '../../shared/routing/paths-for-params';
import { EmptyPage } from './empty-page';
import { lazyPage } from './lazy-page';

/** Marks the console's routes: the layout leaves out the public site's footer around them. */
export const CONSOLE_HANDLE = { shell: 'console' } as const;

/** Whether a route's handle marks a console page. */
export const isConsoleHandle = (handle: unknown): boolean =>
  typeof handle === 'object' && handle !== null && 'shell' in handle && handle.shell === 'console';

/**
 * The console opens on its overview; a search kept from before the registrations had a
 * page of their own (`/console?serial=…`) still lands on its results.
 */
const consoleStartLoader: LoaderFunction = ({ request, params }) => {
  const paths = consolePaths(prefixForParams(params));
  const search = new URL(request.url).search.slice(1);
  return redirect(search === '' ? paths.consoleOverview() : paths.consoleRegistrations(search));
};

const loadConsole = () => import('../../features/console/console-pages');
// The overview's charting library is the console's largest part: only its page loads it.
const loadOverview = () => import('../../features/console/insights/overview-page');

/**
 * The manufacturer's console, relative to a locale root: chunks of its own, never part of a
 * customer page.
 */
export function consoleRoutes(defaultLocale: string): RouteObject[] {
  const pages: RouteObject[] = [
    {
      path: ROUTES.consoleRegistrations,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.RegistrationsPage),
    },
    {
      path: ROUTES.consoleRegistration,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.RegistrationDetailPage),
    },
    {
      path: ROUTES.consoleCompanies,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.CompaniesPage),
    },
    {
      path: ROUTES.consoleOverview,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadOverview, (m) => m.OverviewPage),
    },
    {
      path: ROUTES.consoleCatalog,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.CatalogPage),
    },
    {
      path: ROUTES.consoleAudit,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.AuditPage),
    },
    {
      path: ROUTES.consoleRecalls,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.RecallsPage),
    },
    {
      path: ROUTES.consoleLabels,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.LabelsPage),
    },
    {
      path: ROUTES.consoleWebhooks,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.WebhooksPage),
    },
    {
      path: ROUTES.consoleApiClients,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.ApiClientsPage),
    },
    {
      path: ROUTES.consolePeople,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.PeoplePage),
    },
    {
      path: ROUTES.consoleReviews,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.ReviewsPage),
    },
    {
      path: ROUTES.consolePoints,
      loader: consoleLoader(defaultLocale),
      lazy: lazyPage(loadConsole, (m) => m.PointsPage),
    },
  ];
  return [
    { path: ROUTES.console, loader: consoleStartLoader, Component: EmptyPage },
    ...pages.map((page) => ({ ...page, handle: CONSOLE_HANDLE })),
  ];
}
