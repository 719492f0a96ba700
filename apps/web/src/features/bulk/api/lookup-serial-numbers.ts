import { serialLookupResponseSchema, splitLocale } from '@pr/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from '@pr/contracts/zod';
import { apiRequest } from '../../../shared/api/api-client';
import { PAGE_QUERY_BEHAVIOUR } from './page-query-behaviour';

/**
 * Product name and type of every known serial of the page, and whether an installer company
 * holds it already (the user's own, or another); unknown serials are absent.
 */
export type SerialLookupPage = z.infer<typeof serialLookupResponseSchema>['products'];

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

export type SerialLookupKey = readonly [
  ...ReturnType<typeof serialLookupPagesKey>,
  readonly string[],
];

/** One look-up request (a page of serials) as a query (PAGE_QUERY_BEHAVIOUR). */
export function serialLookupPageQueryOptions(serialNumbers: readonly string[], locale: string) {
  return queryOptions({
    queryKey: [...serialLookupPagesKey(locale), serialNumbers] as SerialLookupKey,
    queryFn: ({ signal }) => lookupSerialNumbers(serialNumbers, locale, signal),
    ...PAGE_QUERY_BEHAVIOUR,
  });
}
