import type { RuntimeConfig } from '@pr/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createAppRoutes } from '../app/router/app-routes';
import { RuntimeConfigProvider } from '../shared/config/runtime-config';
import { testAppConfig } from './test-config';

/** Renders the real route table at `path`, as the browser would after start-up. */
export function renderApp(path: string, config: Partial<RuntimeConfig> = {}) {
  const appConfig = testAppConfig(config);
  const router = createMemoryRouter(createAppRoutes(appConfig), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RuntimeConfigProvider config={appConfig}>
        <RouterProvider router={router} />
      </RuntimeConfigProvider>
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** The path and query the router ended on. */
export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
