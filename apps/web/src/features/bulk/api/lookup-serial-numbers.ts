import { serialLookupResponseSchema, splitLocale } from '@pr/contracts';
import { queryOptions } from '@tanstack/react-query';
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

/** The key every look-up page starts with, e.g. to forget them all with the rows. */
export const ALL_SERIAL_LOOKUPS = ['bulk', 'serial-lookup'] as const;

/** The key every look-up page of `locale` starts with (product names are translated). */
export const serialLookupPagesKey = (locale: string) => [...ALL_SERIAL_LOOKUPS, locale] as const;

/**
 * One look-up request as a query: a page's answer is kept while the rows are (no garbage
 * collection, never refetched by itself), and a second ask for the same page while it is on
 * its way joins it. A failure is not retried: the check marks the rows and offers to ask again.
 * `networkMode: 'always'` sends it even when the browser thinks it is offline, so a failure
 * shows instead of a check that waits forever.
 */
export type SerialLookupKey = readonly [
  ...ReturnType<typeof serialLookupPagesKey>,
  readonly string[],
];

export function serialLookupPageQueryOptions(serialNumbers: readonly string[], locale: string) {
  return queryOptions({
    queryKey: [...serialLookupPagesKey(locale), serialNumbers] as SerialLookupKey,
    queryFn: ({ signal }) => lookupSerialNumbers(serialNumbers, locale, signal),
    gcTime: Infinity,
    retry: false,
    networkMode: 'always',
  });
}
