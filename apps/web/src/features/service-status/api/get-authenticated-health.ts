import { authenticatedHealthSchema, type AuthenticatedHealth } from '@pr/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SignedInUser } from '../../../shared/auth/current-user';
import { apiRequest } from '../../../shared/api/api-client';

export function getAuthenticatedHealth(signal?: AbortSignal): Promise<AuthenticatedHealth> {
  return apiRequest({
    path: '/health/authenticated',
    parse: (body) => authenticatedHealthSchema.parse(body),
    signal,
  });
}

/** Keyed by the account and its role, so another sign-in or a new company asks again. */
export function authenticatedHealthQueryOptions(user: SignedInUser) {
  return queryOptions({
    queryKey: ['health', 'authenticated', user.subject, user.userType],
    queryFn: ({ signal }) => getAuthenticatedHealth(signal),
    retry: false,
  });
}

export function useAuthenticatedHealth(user: SignedInUser) {
  return useQuery(authenticatedHealthQueryOptions(user));
}
