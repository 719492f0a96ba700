import {
  apiClientListSchema,
  apiClientSchema,
  apiClientWithSecretSchema,
  type CreateApiClient,
} from '@pr/contracts/api-clients';
import { CONSOLE_PAGE_MAX, companyPageSchema } from '@pr/contracts/console';
import { queryOptions } from '@tanstack/react-query';
import { z } from '@pr/contracts/zod';
import { apiRequest } from '../../../shared/api/api-client';

const API_CLIENTS = '/console/api-clients';

/** Every API client, revoked ones too. */
export const apiClientsQuery = queryOptions({
  queryKey: ['console', 'api-clients'],
  queryFn: ({ signal }) =>
    apiRequest({
      path: API_CLIENTS,
      parse: (body) => apiClientListSchema.parse(body).clients,
      signal,
    }),
});

/** The approved installer companies a client may act for, by name. */
export const approvedCompaniesQuery = queryOptions({
  queryKey: ['console', 'companies', 'approved'],
  queryFn: ({ signal }) =>
    apiRequest({
      path: `/console/companies?status=approved&limit=${CONSOLE_PAGE_MAX}`,
      parse: (body) =>
        companyPageSchema
          .parse(body)
          .items.map(({ id, name }) => ({ id, name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      signal,
    }),
});

/** Creates a client; the answer holds its secret, shown this once. */
export function createApiClient(client: CreateApiClient) {
  return apiRequest({
    method: 'POST',
    path: API_CLIENTS,
    body: client,
    parse: (body) => apiClientWithSecretSchema.parse(body),
  });
}

/** Revokes a client: its tokens stop working at once. */
export function revokeApiClient(id: string) {
  return apiRequest({
    method: 'POST',
    path: `${API_CLIENTS}/${encodeURIComponent(id)}/revoke`,
    parse: (body) => z.object({ client: apiClientSchema }).parse(body).client,
  });
}
