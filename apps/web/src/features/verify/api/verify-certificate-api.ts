import { certificateVerificationSchema } from '@pr/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';

/** What the certificate `certificateId` says, or null when no certificate has this number. */
export function useCertificateVerification(certificateId: string, language: string) {
  return useQuery(
    queryOptions({
      queryKey: ['certificate', certificateId, language],
      queryFn: async ({ signal }) => {
        try {
          return await apiRequest({
            path: `/certificates/${encodeURIComponent(certificateId)}?language=${encodeURIComponent(language)}`,
            parse: (body) => certificateVerificationSchema.parse(body),
            signal,
          });
        } catch (error) {
          // A made-up or mistyped number: an answer to show, not a failure to retry.
          if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
            return null;
          }
          throw error;
        }
      },
      retry: false,
    }),
  );
}
