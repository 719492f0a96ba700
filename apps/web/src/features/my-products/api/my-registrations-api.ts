import { myRegistrationsSchema, transferResultSchema, type TransferRecipient } from '@pr/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Hands a registration on to someone else; the list then shows whom it waits for. */
export function useTransferRegistration(registrationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (recipient: TransferRecipient) =>
      apiRequest({
        path: `/registrations/${encodeURIComponent(registrationId)}/transfer`,
        method: 'POST',
        body: recipient,
        parse: (body) => transferResultSchema.parse(body),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me', 'registrations'] }),
  });
}
