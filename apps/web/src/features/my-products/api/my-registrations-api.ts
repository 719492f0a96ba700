import { myRegistrationsSchema } from '@pr/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';

const myRegistrationsQuery = (language: string) =>
  queryOptions({
    queryKey: ['me', 'registrations', language],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/me/registrations?language=${encodeURIComponent(language)}`,
        parse: (body) => myRegistrationsSchema.parse(body).registrations,
        signal,
      }),
  });

/** The signed-in owner's registrations, product names and rewards in `language`. */
export function useMyRegistrations(language: string) {
  return useQuery(myRegistrationsQuery(language));
}
