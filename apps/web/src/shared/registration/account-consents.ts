import { accountConsentStateSchema } from '@pr/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

/**
 * When the signed-in installer agreed to the current versions of both texts of step 5; null
 * when not, or when it cannot be known (no signal): then step 5 asks as the spec does.
 * Undefined while asking the first time, so the boxes do not show and then vanish.
 */
export function useConsentsGivenAt(enabled: boolean): string | null | undefined {
  const state = useQuery({
    queryKey: ['me', 'consents'],
    queryFn: ({ signal }) =>
      apiRequest({
        path: '/me/consents',
        parse: (body) => accountConsentStateSchema.parse(body),
        signal,
      }),
    enabled,
    retry: false,
  });
  if (enabled && state.isPending) return undefined;
  const { privacyPolicy, termsOfUse } = state.data ?? { privacyPolicy: null, termsOfUse: null };
  if (privacyPolicy === null || termsOfUse === null) return null;
  // Both hold since the later of the two.
  return privacyPolicy.givenAt > termsOfUse.givenAt ? privacyPolicy.givenAt : termsOfUse.givenAt;
}
