import { useQuery, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import {
  RuntimeConfigProvider,
  toAppConfig,
  type AppConfig,
} from '../shared/config/runtime-config';
import { LoadingScreen } from './loading-screen';
import { createAppRoutes } from './router/app-routes';
import { startSignInSession } from './start-sign-in-session';
import { StartupError } from './startup-error';

/**
 * Start-up of a page served without its runtime config (the Vite dev server): the config,
 * then the sign-in session, before any route loader runs. Its schema check loads with it,
 * so pages served with their config do not carry zod.
 */
export const startupQueryOptions = queryOptions({
  queryKey: ['startup'],
  queryFn: async ({ signal }): Promise<AppConfig> => {
    const { getConfig } = await import('../shared/api/get-config');
    const config = toAppConfig(await getConfig(signal));
    await startSignInSession(config);
    return config;
  },
  // The settings do not change while the page is open.
  staleTime: Infinity,
  retry: 1,
});

function ConfiguredApp({ config }: { config: AppConfig }) {
  const router = useMemo(() => createBrowserRouter(createAppRoutes(config)), [config]);
  return (
    <RuntimeConfigProvider config={config}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>
  );
}

/** The routes, links, default locale and sign-in all depend on the runtime config. */
export function App() {
  const startup = useQuery(startupQueryOptions);
  if (startup.isPending) return <LoadingScreen />;
  if (startup.isError) {
    return <StartupError onRetry={() => void startup.refetch()} retrying={startup.isFetching} />;
  }
  return <ConfiguredApp config={startup.data} />;
}
