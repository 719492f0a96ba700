import {
  APP_LOADER_ATTRIBUTE,
  APP_READY_ATTRIBUTE,
  DEFAULT_LOCALE,
  PRERENDERED_ATTRIBUTE,
} from '@pr/contracts';
import { QueryClient } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App, startupQueryOptions } from './app/app';
import { AppProviders } from './app/app-providers';
import { createAppRoutes, preloadPageModules } from './app/router/app-routes';
import { startSignInSession } from './app/start-sign-in-session';
import './app/styles/global.css';
import { activateLocale, uiLanguageFor } from './i18n/i18n';
import { getCurrentUser } from './shared/auth/auth-store';
import { hasRestoredForm } from './shared/form-state/session-store';
import { applyBrandTheme } from './shared/brand/brand';
import { readEmbeddedConfig } from './shared/config/embedded-config';
import { toAppConfig, type AppConfig } from './shared/config/runtime-config';
import { localeFromPathname } from './shared/routing/locale-from-url';
import {
  PrerenderedLookupContext,
  readPrerenderedLookup,
} from './shared/serial-lookup/prerendered-lookup';
import { reportMissingTranslations } from './shared/telemetry/report-missing-translations';
import {
  releaseEarlyEvents,
  replayEarlyEvents,
  takeEarlyEvents,
} from './shared/scheduling/early-events';
import { keepForOffline, registerServiceWorker } from './shared/pwa/service-worker';
import { hydrateInParts } from './shared/scheduling/hydration-boundary';
import { idleOrInteraction } from './shared/scheduling/idle-or-interaction';
import { yieldToMain } from './shared/scheduling/yield-to-main';
import { reportWebVitals, routePattern } from './shared/telemetry/report-web-vitals';
import { sendProblemReports } from './shared/telemetry/send-problem-reports';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

/** The longest a prerendered page waits for an idle moment before it hydrates. */
const HYDRATION_DELAY_LIMIT_MS = 2000;

/** Resolves once the router has loaded the first page's code and run its loaders. */
function routerReady(router: BrowserRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Whether the server's markup in `container` is what the first render produces: the same
 * URL (no redirect) for an anonymous visitor with empty forms, as the server rendered it.
 * Otherwise the app renders afresh over it.
 */
function matchesPrerendered(container: HTMLElement, router: BrowserRouter): boolean {
  const { pathname, search } = router.state.location;
  return (
    container.getAttribute(PRERENDERED_ATTRIBUTE) === `${pathname}${search}` &&
    !getCurrentUser().isAuthenticated &&
    !hasRestoredForm()
  );
}

/** A page served with its runtime config: routed before the first render, hydrated if prerendered. */
async function startConfigured(container: HTMLElement, config: AppConfig): Promise<void> {
  await Promise.all([
    activateLocale(localeFromPathname(window.location.pathname, config.defaultLocale)),
    startSignInSession(config),
  ]);
  // Each phase of the start-up is a task of its own (see yieldToMain): the modules and the
  // catalog, the routing of the first page, its hydration.
  await yieldToMain();
  const router = createBrowserRouter(createAppRoutes(config));
  await routerReady(router);
  await yieldToMain();
  const prerenderedLookup = readPrerenderedLookup();
  const app = (
    <PrerenderedLookupContext value={prerenderedLookup}>
      <AppProviders queryClient={queryClient} config={config}>
        <RouterProvider router={router} />
      </AppProviders>
    </PrerenderedLookupContext>
  );
  const loader = document.querySelector(`script[${APP_LOADER_ATTRIBUTE}]`);
  if (matchesPrerendered(container, router)) {
    // The page a QR code opens has one thing left to do, tap "Continuer": it wakes up at once.
    if (prerenderedLookup === null) await idleOrInteraction(HYDRATION_DELAY_LIMIT_MS);
    await hydrateInParts((root) => hydrateRoot(container, root), app);
  } else {
    // The server's markup is rendered afresh (a signed-in visitor, a restored form): what was
    // done on it is replayed on the new elements of the same ids.
    await hydrateInParts((root) => createRoot(container).render(root), app);
  }
  // Until now the loader held what the visitor did; from now on React handles it.
  replayEarlyEvents(takeEarlyEvents(loader));
  reportWebVitals({
    sampleRate: config.webVitalsSampleRate,
    page: routePattern(router.state.matches),
  });
  const keep = ({ pathname, search }: { pathname: string; search: string }) =>
    keepForOffline(
      pathname,
      search,
      uiLanguageFor(localeFromPathname(pathname, config.defaultLocale)),
    );
  keep(router.state.location);
  router.subscribe(({ location }) => keep(location));
}

/** A page served without its config (the Vite dev server): the app asks for it. */
async function startUnconfigured(container: HTMLElement): Promise<void> {
  void queryClient.prefetchQuery(startupQueryOptions);
  // The start-up screens (loading, config error) are already translated; the router
  // switches to the configured default locale once the config is known.
  await activateLocale(localeFromPathname(window.location.pathname, DEFAULT_LOCALE));
  createRoot(container).render(
    <AppProviders queryClient={queryClient}>
      <App />
    </AppProviders>,
  );
}

async function start(): Promise<void> {
  sendProblemReports();
  reportMissingTranslations();
  applyBrandTheme(document.documentElement);
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  // The page's code loads beside the catalog and the session, not after them. A prerendered
  // page's loader has asked for it already, and matching the route table a second time was
  // a tenth of a phone's start-up.
  if (!container.hasAttribute(PRERENDERED_ATTRIBUTE)) {
    preloadPageModules(window.location.pathname);
  }
  const config = readEmbeddedConfig();
  await (config === null
    ? startUnconfigured(container)
    : startConfigured(container, toAppConfig(config)));
  // Rendered, or every part of the prerendered page hydrated: the page is the app's now.
  document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  await registerServiceWorker();
}

start().catch((error: unknown) => {
  // The app could not take the page over: a form the visitor sent meanwhile goes the plain way.
  releaseEarlyEvents(document.querySelector(`script[${APP_LOADER_ATTRIBUTE}]`));
  throw error;
});
