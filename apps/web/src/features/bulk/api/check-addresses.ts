import { addressCheckResponseSchema, splitLocale } from '@pr/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** What the address search said about one 'street number, zip city' text. */
export type AddressCheckResult = 'valid' | 'invalid' | 'unavailable';

/**
 * Checks a page of 'street number, zip city' addresses (at most BULK_VALIDATION_PAGE_SIZE)
 * in one request, searched in the country of `locale` (bulk step 3, docs/architecture.md §5).
 */
export async function checkAddresses(
  addresses: readonly string[],
  locale: string,
  signal?: AbortSignal,
): Promise<Record<string, AddressCheckResult>> {
  const { language, country } = splitLocale(locale);
  const answer = await apiRequest({
    path: `/places/check?${new URLSearchParams({ country }).toString()}`,
    method: 'POST',
    body: { addresses, language },
    parse: (body) => addressCheckResponseSchema.parse(body),
    signal,
  });
  return answer.results;
}
