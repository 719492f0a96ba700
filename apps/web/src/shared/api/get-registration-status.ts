import { registrationStatusSchema, type RecipientTypeId } from '@pr/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * Whether `serialNumber` is already registered for `registrantType`, and whether by the
 * signed-in user (or their company). Asked once the product is found; null asks nothing.
 */
export function useRegistrationStatus(
  serialNumber: string | null,
  registrantType: RecipientTypeId,
) {
  return useQuery(
    queryOptions({
      queryKey: ['registration-status', serialNumber, registrantType],
      queryFn: ({ signal }) =>
        apiRequest({
          path: `/devices/${encodeURIComponent(serialNumber ?? '')}/registration?registrantType=${registrantType}`,
          parse: (body) => registrationStatusSchema.parse(body),
          signal,
        }),
      enabled: serialNumber !== null,
      // A failed check hides nothing: the registration itself says so at the end.
      retry: false,
      staleTime: 0,
    }),
  );
}
