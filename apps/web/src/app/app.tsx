import type { RuntimeConfig } from '@pr/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configQueryOptions } from '../shared/api/get-config';
import { RuntimeConfigProvider, toAppConfig } from '../shared/config/runtime-config';
import { LoadingScreen } from './loading-screen';
import { createAppRoutes } from './router/app-routes';
import { StartupError } from './startup-error';

function ConfiguredApp({ config }: { config: RuntimeConfig }) {
  const appConfig = useMemo(() => toAppConfig(config), [config]);
  const router = useMemo(() => createBrowserRouter(createAppRoutes(appConfig)), [appConfig]);
  return (
    <RuntimeConfigProvider config={appConfig}>
      <RouterProvider router={router} />
    </RuntimeConfigProvider>
  );
}

/** Reads the runtime config first: the routes, links and default locale depend on it. */
export function App() {
  const config = useQuery(configQueryOptions);
  if (config.isPending) return <LoadingScreen />;
  if (config.isError) {
    return <StartupError onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  }
  return <ConfiguredApp config={config.data} />;
}
