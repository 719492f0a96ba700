import { healthSchema, type Health } from '@pr/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

export function getHealth(signal?: AbortSignal): Promise<Health> {
  return apiRequest({ path: '/health', parse: (body) => healthSchema.parse(body), signal });
}

export const healthQueryOptions = queryOptions({
  queryKey: ['health'],
  queryFn: ({ signal }) => getHealth(signal),
  retry: false,
});

export function useHealth() {
  return useQuery(healthQueryOptions);
}
