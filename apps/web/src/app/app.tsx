import { useQuery, queryOptions } from '@tanstack/react-query';
import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { getConfig } from '../shared/api/get-config';
import { startAuthSession } from '../shared/auth/auth-session';
import {
  RuntimeConfigProvider,
  toAppConfig,
  type AppConfig,
} from '../shared/config/runtime-config';
import { LoadingScreen } from './loading-screen';
import { createAppRoutes } from './router/app-routes';
import { StartupError } from './startup-error';

/**
 * Start-up, before any route loader runs: the runtime config, then the sign-in session
 * read from the token cache, so guards and the header know the user from the first render.
 */
export const startupQueryOptions = queryOptions({
  queryKey: ['startup'],
  queryFn: async ({ signal }): Promise<AppConfig> => {
    // The OpenID Connect client loads beside the config request, not in the initial JS.
    const [runtimeConfig, { createUserManager }] = await Promise.all([
      getConfig(signal),
      import('../shared/auth/user-manager'),
    ]);
    const config = toAppConfig(runtimeConfig);
    const { oidc } = config;
    await startAuthSession({
      userManager: createUserManager(oidc, window.location.origin),
      claims: {
        companyNameClaim: oidc.companyNameClaim,
        companyEmailClaim: oidc.companyEmailClaim,
        rolesClaim: oidc.rolesClaim,
        staffRole: oidc.staffRole,
      },
      defaultLocale: config.defaultLocale,
    });
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
