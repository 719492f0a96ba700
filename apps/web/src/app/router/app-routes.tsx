import { redirect, type RouteObject } from 'react-router';
import { bulkStepLoader } from '../../features/bulk/bulk-guards';
import { endUserStepLoader } from '../../features/end-user/end-user-guards';
import { installerStepLoader } from '../../features/installer/installer-guards';
import { landingLoader } from '../../features/landing/landing-guards';
import { signInRequiredLoader } from '../../shared/auth/require-sign-in';
import type { AppConfig } from '../../shared/config/runtime-config';
import { ROUTES, type StepNumber } from '../../shared/routing/paths';
import { pathsForParams } from '../../shared/routing/paths-for-params';
import { AppLayout } from '../layout/app-layout';
import { LoadingScreen } from '../loading-screen';
import { lazyPage } from './lazy-page';
import { defaultLocaleLoader, prefixedLocaleLoader } from './locale-loaders';
import { productEntryLoader } from './product-entry-loader';
import { signInCallbackLoader } from './sign-in-callback-loader';
import { RouteError } from './route-error';

const STEPS: readonly StepNumber[] = [1, 2, 3, 4, 5];

const loadLanding = () => import('../../features/landing/landing-page');
const loadEndUserStep = () => import('../../features/end-user/end-user-step-page');
const loadInstallerStep = () => import('../../features/installer/installer-step-page');
const loadBulkStep = () => import('../../features/bulk/bulk-step-page');
const loadServiceStatus = () => import('../../features/service-status/service-status-page');

/** Renders nothing: routes that only redirect, such as the sign-in redirect target (spec §2). */
function EmptyPage() {
  return null;
}

/** The route table of spec §2, relative to a locale root. */
function localeRoutes(config: AppConfig): RouteObject[] {
  return [
    { index: true, lazy: lazyPage(loadLanding, (m) => m.UserLandingPage) },
    {
      path: ROUTES.userLanding,
      loader: landingLoader('endUser'),
      lazy: lazyPage(loadLanding, (m) => m.UserLandingPage),
    },
    { path: ROUTES.users, lazy: lazyPage(loadServiceStatus, (m) => m.UsersPage) },
    ...STEPS.map((step) => ({
      path: ROUTES.userStep(step),
      loader: endUserStepLoader(step, config.endUserLoginRequired),
      lazy: lazyPage(loadEndUserStep, (m) => m.endUserStepPage(step)),
    })),
    {
      path: ROUTES.userThankYou,
      lazy: lazyPage(
        () => import('../../features/end-user/end-user-thank-you-page'),
        (m) => m.EndUserThankYouPage,
      ),
    },
    {
      path: ROUTES.installerLanding,
      loader: landingLoader('installer'),
      lazy: lazyPage(loadLanding, (m) => m.InstallerLandingPage),
    },
    ...STEPS.map((step) => ({
      path: ROUTES.installerStep(step),
      loader: installerStepLoader(step),
      lazy: lazyPage(loadInstallerStep, (m) => m.installerStepPage(step)),
    })),
    {
      path: ROUTES.installerThankYou,
      lazy: lazyPage(
        () => import('../../features/installer/installer-thank-you-page'),
        (m) => m.InstallerThankYouPage,
      ),
    },
    {
      path: ROUTES.partners,
      loader: signInRequiredLoader,
      lazy: lazyPage(loadServiceStatus, (m) => m.PartnersPage),
    },
    {
      path: ROUTES.bulk,
      loader: signInRequiredLoader,
      lazy: lazyPage(loadBulkStep, (m) => m.bulkStepPage(1)),
    },
    ...([2, 3, 4] as const).map((step) => ({
      path: ROUTES.bulkStep(step),
      loader: bulkStepLoader(step),
      lazy: lazyPage(loadBulkStep, (m) => m.bulkStepPage(step)),
    })),
    {
      path: ROUTES.bulkFinish,
      loader: signInRequiredLoader,
      lazy: lazyPage(
        () => import('../../features/bulk/bulk-finish-page'),
        (m) => m.BulkFinishPage,
      ),
    },
    { path: ROUTES.productEntry, loader: productEntryLoader, Component: EmptyPage },
    { path: ROUTES.productEntryWithCode, loader: productEntryLoader, Component: EmptyPage },
    {
      path: ROUTES.privacyPolicy,
      lazy: lazyPage(
        () => import('../../features/legal/privacy-policy-page'),
        (m) => m.PrivacyPolicyPage,
      ),
    },
    {
      path: ROUTES.termsOfUse,
      lazy: lazyPage(
        () => import('../../features/legal/terms-of-use-page'),
        (m) => m.TermsOfUsePage,
      ),
    },
    {
      path: ROUTES.imprint,
      lazy: lazyPage(
        () => import('../../features/legal/imprint-page'),
        (m) => m.ImprintPage,
      ),
    },
    { path: ROUTES.signInRedirect, loader: signInCallbackLoader, Component: EmptyPage },
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
export function createAppRoutes(config: AppConfig): RouteObject[] {
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
