import {
  auditPageSchema,
  registrationDetailSchema,
  registrationPageSchema,
  type RegistrationDetail,
} from '@pr/contracts/console';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

/** A page of the registration search; `search` is the URL's query string, as the API takes it. */
export function registrationPageQuery(search: string) {
  return queryOptions({
    queryKey: ['console', 'registrations', search],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/console/registrations${search ? `?${search}` : ''}`,
        parse: (body) => registrationPageSchema.parse(body),
        signal,
      }),
    // The table keeps the last page while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function registrationQuery(id: string) {
  return queryOptions({
    queryKey: ['console', 'registration', id],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/console/registrations/${encodeURIComponent(id)}`,
        parse: (body) => registrationDetailSchema.parse(body),
        signal,
      }),
    retry: false,
  });
}

export function cancelRegistration(id: string, reason: string): Promise<RegistrationDetail> {
  return apiRequest({
    method: 'POST',
    path: `/console/registrations/${encodeURIComponent(id)}/cancel`,
    body: { reason },
    parse: (body) => registrationDetailSchema.parse(body),
  });
}

export function useAuditLog() {
  return useQuery(
    queryOptions({
      queryKey: ['console', 'audit'],
      queryFn: ({ signal }) =>
        apiRequest({
          path: '/console/audit?limit=200',
          parse: (body) => auditPageSchema.parse(body),
          signal,
        }),
    }),
  );
}
