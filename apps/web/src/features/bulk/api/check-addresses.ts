import { addressCheckResponseSchema, splitLocale } from '@pr/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { PAGE_QUERY_BEHAVIOUR } from './page-query-behaviour';

/** What the address search said about one 'street number, zip city' text. */
export type AddressCheckResult = 'valid' | 'invalid' | 'unavailable';

/** The search's result for every address text of the page. */
export type AddressCheckPage = Record<string, AddressCheckResult>;

/**
 * Checks a page of 'street number, zip city' addresses (at most BULK_VALIDATION_PAGE_SIZE)
 * in one request, searched in the country of `locale` (bulk step 3, docs/architecture.md §5).
 */
export async function checkAddresses(
  addresses: readonly string[],
  locale: string,
  signal?: AbortSignal,
): Promise<AddressCheckPage> {
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

/** The key every address-check page starts with. */
export const ALL_ADDRESS_CHECKS = ['bulk', 'address-check'] as const;

/** The key every address-check page of `locale` starts with (searched in its country). */
export const addressCheckPagesKey = (locale: string) => [...ALL_ADDRESS_CHECKS, locale] as const;

export type AddressCheckKey = readonly [
  ...ReturnType<typeof addressCheckPagesKey>,
  readonly string[],
];

/** One address-check request (a page of addresses) as a query (PAGE_QUERY_BEHAVIOUR). */
export function addressCheckPageQueryOptions(addresses: readonly string[], locale: string) {
  return queryOptions({
    queryKey: [...addressCheckPagesKey(locale), addresses] as AddressCheckKey,
    queryFn: ({ signal }) => checkAddresses(addresses, locale, signal),
    ...PAGE_QUERY_BEHAVIOUR,
  });
}
