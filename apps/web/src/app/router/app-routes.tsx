import { DEFAULT_LOCALE } from '@pr/contracts';
import { matchRoutes, redirect, type RouteObject } from 'react-router';
import { endUserStepLoader } from '../../features/end-user/end-user-guards';
import { installerStepLoader } from '../../features/installer/installer-guards';
import { landingLoader } from '../../features/landing/landing-guards';
import { signInRequiredLoader } from '../../shared/auth/require-sign-in';
import type { AppConfig } from '../../shared/config/runtime-config';
import { ROUTES } from '../../shared/routing/paths';
import { pathsForParams } from '../../shared/routing/paths-for-params';
import { AppLayout } from '../layout/app-layout';
import { LoadingScreen } from '../loading-screen';
import { lazyPage } from './lazy-page';
import { pageTextsLoader } from './page-texts-loader';

import { defaultLocaleLoader, prefixedLocaleLoader } from './locale-loaders';
import { productEntryLoader } from './product-entry-loader';
import { signInCallbackLoader } from './sign-in-callback-loader';
import { signOutReturnLoader } from './sign-out-return-loader';
import { RouteError } from './route-error';
import { consoleRoutes } from './console-routes';
import { EmptyPage } from './empty-page';
import { prerendered } from './prerender-handle';
import { stepRoutes } from './step-routes';

/** The signed-in pages' texts, with the code that loads them, fetched with those routes. */
const loadAccountTexts = (locale: string) =>
  import('../../i18n/account-texts').then((m) => m.loadAccountTexts(locale));

const loadLanding = () => import('../../features/landing/landing-page');
const loadEndUserSerial = () => import('../../features/end-user/end-user-serial-page');
const loadEndUserStep = () => import('../../features/end-user/end-user-step-page');
const loadInstallerSerial = () => import('../../features/installer/installer-serial-page');
const loadInstallerStep = () => import('../../features/installer/installer-step-page');
const loadBulkStep = () => import('../../features/bulk/bulk-step-page');
const loadServiceStatus = () => import('../../features/service-status/service-status-page');
const loadEndUserThankYou = () => import('../../features/end-user/end-user-thank-you-page');
const loadInstallerThankYou = () => import('../../features/installer/installer-thank-you-page');

/** The settings the route table depends on. */
type RouteSettings = Pick<AppConfig, 'defaultLocale' | 'endUserLoginRequired'>;

/** The route table of docs/spec.md §2, relative to a locale root. */
function localeRoutes(config: RouteSettings): RouteObject[] {
  return [
    {
      index: true,
      ...prerendered('features/landing/landing-page.tsx'),
      loader: signOutReturnLoader,
      lazy: lazyPage(loadLanding, (m) => m.UserLandingPage),
    },
    {
      path: ROUTES.userLanding,
      ...prerendered('features/landing/landing-page.tsx'),
      loader: landingLoader('endUser'),
      lazy: lazyPage(loadLanding, (m) => m.UserLandingPage),
    },
    { path: ROUTES.users, lazy: lazyPage(loadServiceStatus, (m) => m.UsersPage) },
    ...stepRoutes(
      ROUTES.userStep,
      (step) => endUserStepLoader(step, config.endUserLoginRequired, config.defaultLocale),
      {
        load: loadEndUserSerial,
        page: (m) => m.EndUserSerialPage,
        prerender: prerendered('features/end-user/end-user-serial-page.tsx'),
      },
      {
        load: loadEndUserStep,
        pageOf: (m, step) => m.endUserStepPage(step),
        loadThankYou: loadEndUserThankYou,
      },
    ),
    {
      path: ROUTES.userThankYou,
      lazy: lazyPage(loadEndUserThankYou, (m) => m.EndUserThankYouPage),
    },
    {
      path: ROUTES.myProducts,
      loader: pageTextsLoader(loadAccountTexts, config.defaultLocale, { signIn: true }),
      lazy: lazyPage(
        () => import('../../features/my-products/my-products-page'),
        (m) => m.MyProductsPage,
      ),
    },
    {
      path: ROUTES.myData,
      loader: pageTextsLoader(loadAccountTexts, config.defaultLocale, { signIn: true }),
      lazy: lazyPage(
        () => import('../../features/my-data/my-data-page'),
        (m) => m.MyDataPage,
      ),
    },
    {
      path: ROUTES.verifyCertificate,
      loader: pageTextsLoader(loadAccountTexts, config.defaultLocale, { signIn: false }),
      lazy: lazyPage(
        () => import('../../features/verify/verify-page'),
        (m) => m.VerifyPage,
      ),
    },
    {
      path: ROUTES.installerLanding,
      ...prerendered('features/landing/landing-page.tsx', 'installer'),
      loader: landingLoader('installer'),
      lazy: lazyPage(loadLanding, (m) => m.InstallerLandingPage),
    },
    ...stepRoutes(
      ROUTES.installerStep,
      (step) => installerStepLoader(step, config.defaultLocale),
      {
        load: loadInstallerSerial,
        page: (m) => m.InstallerSerialPage,
        prerender: prerendered('features/installer/installer-serial-page.tsx', 'installer'),
      },
      {
        load: loadInstallerStep,
        pageOf: (m, step) => m.installerStepPage(step),
        loadThankYou: loadInstallerThankYou,
      },
    ),
    {
      path: ROUTES.installerThankYou,
      lazy: lazyPage(loadInstallerThankYou, (m) => m.InstallerThankYouPage),
    },
    {
      path: ROUTES.partners,
      loader: signInRequiredLoader,
      lazy: lazyPage(loadServiceStatus, (m) => m.PartnersPage),
    },
    {
      path: ROUTES.bulk,
      lazy: () => loadBulkStep().then((m) => m.bulkStepRoute(1, config.defaultLocale)),
    },
    ...([2, 3, 4] as const).map((step) => ({
      path: ROUTES.bulkStep(step),
      lazy: () => loadBulkStep().then((m) => m.bulkStepRoute(step, config.defaultLocale)),
    })),
    {
      path: ROUTES.myInstallations,
      loader: pageTextsLoader(loadAccountTexts, config.defaultLocale, { signIn: true }),
      lazy: lazyPage(
        () => import('../../features/my-installations/my-installations-page'),
        (m) => m.MyInstallationsPage,
      ),
    },
    {
      // Kept registrations: open without a signal, and signed out (the list asks to sign in).
      path: ROUTES.outbox,
      loader: pageTextsLoader(loadAccountTexts, config.defaultLocale, { signIn: false }),
      lazy: lazyPage(
        () => import('./outbox-route'),
        (m) => m.OutboxRoutePage,
      ),
    },
    {
      path: ROUTES.bulkFinish,
      // In the steps' chunk: one chunk less for the start-up's table of lazy modules.
      lazy: () => loadBulkStep().then((m) => m.bulkFinishRoute(config.defaultLocale)),
    },
    { path: ROUTES.productEntry, loader: productEntryLoader, Component: EmptyPage },
    { path: ROUTES.productEntryWithCode, loader: productEntryLoader, Component: EmptyPage },
    {
      path: ROUTES.privacyPolicy,
      ...prerendered('features/legal/privacy-policy-page.tsx'),
      lazy: lazyPage(
        () => import('../../features/legal/privacy-policy-page'),
        (m) => m.PrivacyPolicyPage,
      ),
    },
    {
      path: ROUTES.termsOfUse,
      ...prerendered('features/legal/terms-of-use-page.tsx'),
      lazy: lazyPage(
        () => import('../../features/legal/terms-of-use-page'),
        (m) => m.TermsOfUsePage,
      ),
    },
    {
      path: ROUTES.imprint,
      ...prerendered('features/legal/imprint-page.tsx'),
      lazy: lazyPage(
        () => import('../../features/legal/imprint-page'),
        (m) => m.ImprintPage,
      ),
    },
    { path: ROUTES.signInRedirect, loader: signInCallbackLoader, Component: EmptyPage },
    // The manufacturer's console: chunks of its own, never part of a customer page.
    ...consoleRoutes(config.defaultLocale),
    // Any other path goes to the home page of its locale.
    {
      path: '*',
      loader: ({ params }) => redirect(pathsForParams(params).home()),
      Component: EmptyPage,
    },
  ];
}

/**
 * The whole route table: once at `/` for the default locale and once under `/:locale`.
 * Page errors are caught inside the layout so the header and footer stay usable.
 */
export function createAppRoutes(config: RouteSettings): RouteObject[] {
  const pages: RouteObject[] = [{ ErrorBoundary: RouteError, children: localeRoutes(config) }];
  return [
    {
      HydrateFallback: LoadingScreen,
      ErrorBoundary: RouteError,
      children: [
        {
          path: '/',
          loader: defaultLocaleLoader(config.defaultLocale),
          Component: AppLayout,
          children: pages,
        },
        { path: '/:locale', loader: prefixedLocaleLoader, Component: AppLayout, children: pages },
      ],
    },
  ];
}

/**
 * Starts loading the code of the page at `pathname` while the runtime config is still on
 * its way, instead of after it: the page modules do not depend on the settings. The router
 * gets the same modules from the browser's module map later.
 */
export function preloadPageModules(pathname: string): void {
  const routes = createAppRoutes({ defaultLocale: DEFAULT_LOCALE, endUserLoginRequired: false });
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    // A failed download is reported by the router when it loads the page itself.
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
