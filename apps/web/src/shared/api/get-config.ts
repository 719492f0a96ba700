import { runtimeConfigSchema, type RuntimeConfig } from '@pr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

export function getConfig(signal?: AbortSignal): Promise<RuntimeConfig> {
  return apiRequest({ path: '/config', parse: (body) => runtimeConfigSchema.parse(body), signal });
}

/** Read once at start: the settings do not change while the page is open. */
export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: ({ signal }) => getConfig(signal),
  staleTime: Infinity,
  retry: 1,
});
