import { serialLookupResponseSchema, splitLocale } from '@pr/contracts';
import { apiRequest } from '../../../shared/api/api-client';

/** Product name and type of every known serial of the page; unknown serials are absent. */
export type SerialLookupPage = Record<string, { name: string; deviceType: string }>;

/**
 * Looks up a page of serial numbers (at most BULK_VALIDATION_PAGE_SIZE) in one request,
 * with the product names in the language of `locale` (bulk step 3, docs/architecture.md §5).
 */
export async function lookupSerialNumbers(
  serialNumbers: readonly string[],
  locale: string,
  signal?: AbortSignal,
): Promise<SerialLookupPage> {
  const { language, country } = splitLocale(locale);
  const answer = await apiRequest({
    path: '/devices/lookup',
    method: 'POST',
    body: { serialNumbers, language, country },
    parse: (body) => serialLookupResponseSchema.parse(body),
    signal,
  });
  return answer.products;
}
