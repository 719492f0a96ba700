import type { RouteObject } from 'react-router';
import { consoleLoader } from '../../features/console/console-guards';
import { ROUTES } from '../../shared/routing/paths';
import { lazyPage } from './lazy-page';

const loadConsole = () => import('../../features/console/console-pages');
// The overview's charting library is the console's largest part: only its page loads it.
const loadOverview = () => import('../../features/console/overview-page');

/**
 * The manufacturer's console, relative to a locale root: chunks of its own, never part of a
 * customer page.
 */
export function consoleRoutes(defaultLocale: string): RouteObject[] {
  return [
    {
      path: ROUTES.console,
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
}
