import { DEFAULT_LOCALE } from '@pr/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startupQueryOptions } from './app/app';
import { preloadPageModules } from './app/router/app-routes';
import './app/styles/global.css';
import { activateLocale } from './i18n/i18n';
import { applyBrandTheme } from './shared/brand/brand';
import { localeFromPathname } from './shared/routing/locale-from-url';
import { reportMissingTranslations } from './shared/telemetry/report-missing-translations';
import { sendProblemReports } from './shared/telemetry/send-problem-reports';

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

async function start(): Promise<void> {
  sendProblemReports();
  reportMissingTranslations();
  applyBrandTheme(document.documentElement);
  // The config, the sign-in session and the page's code load beside the catalog, not after it.
  void queryClient.prefetchQuery(startupQueryOptions);
  preloadPageModules(window.location.pathname);
  // The start-up screens (loading, config error) are already translated; the router
  // switches to the configured default locale once the config is known.
  await activateLocale(localeFromPathname(window.location.pathname, DEFAULT_LOCALE));
  const container = document.getElementById('root');
  if (container === null) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
