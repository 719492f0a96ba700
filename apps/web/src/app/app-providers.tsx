import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { RuntimeConfigProvider, type AppConfig } from '../shared/config/runtime-config';

/**
 * What every render of the app stands in, the browser's and the server's alike, so that a
 * hydrated page's tree is the one the server rendered. Without `config` (the Vite dev
 * server) the app provides it itself once it has asked for it.
 */
export function AppProviders({
  queryClient,
  config,
  children,
}: {
  queryClient: QueryClient;
  config?: AppConfig;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {config === undefined ? (
          children
        ) : (
          <RuntimeConfigProvider config={config}>{children}</RuntimeConfigProvider>
        )}
      </QueryClientProvider>
    </StrictMode>
  );
}
