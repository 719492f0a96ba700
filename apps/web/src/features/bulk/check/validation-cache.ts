import { BULK_VALIDATION_PAGE_SIZE } from '@pr/contracts';
import type { FetchQueryOptions, Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  addressCheckPageQueryOptions,
  addressCheckPagesKey,
  ALL_ADDRESS_CHECKS,
  type AddressCheckKey,
  type AddressCheckPage,
} from '../api/check-addresses';
import {
  ALL_SERIAL_LOOKUPS,
  serialLookupPageQueryOptions,
  serialLookupPagesKey,
  type SerialLookupKey,
  type SerialLookupPage,
} from '../api/lookup-serial-numbers';

/**
 * What the server said about serials and addresses, for one locale (product names are
 * translated, addresses are searched in the locale's country), read from and asked through
 * TanStack Query's cache. Each request is a query of its own page of serials or addresses
 * (one request per page, never per cell), and the answers are read per serial and per address
 * string (docs/spec.md §5), so re-checking a page or an edited cell asks only for what is new;
 * failures are not kept, so the next check asks again.
 */
export interface ValidationCache {
  /** Product names by serial as known now: null for a serial the catalog does not know. */
  knownNames(): ReadonlyMap<string, string | null>;
  /** Serials an installer company registered already: the user's own company, or another. */
  knownRegistrations(): ReadonlyMap<string, 'ours' | 'taken'>;
  /** Whether the search found a complete address, by address text, as known now. */
  knownAddresses(): ReadonlyMap<string, boolean>;
  /** Looks up what is not known yet, a page per request; false if a request failed. */
  lookUpSerials(serials: readonly string[]): Promise<boolean>;
  /** Checks what is not known yet, a page per request; false if a search failed. */
  checkAddresses(addresses: readonly string[]): Promise<boolean>;
}

function pagesOf<T>(items: readonly T[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += BULK_VALIDATION_PAGE_SIZE) {
    pages.push(items.slice(start, start + BULK_VALIDATION_PAGE_SIZE));
  }
  return pages;
}

/** One endpoint that answers a page of items, as the cache needs to know it. */
interface PagedEndpoint<Page, Answer, Key extends QueryKey> {
  /** The key all of this locale's pages start with. */
  pagesKey: QueryKey;
  /** The query of one page; its key ends with the page's items. */
  pageQuery: (items: readonly string[]) => FetchQueryOptions<Page, Error, Page, Key>;
  /** An item's answer in its page's response; undefined when the response does not tell. */
  answerOf: (page: Page, item: string) => Answer | undefined;
}

/** The items a page query asked about: the last part of its key. */
function itemsOf(query: Query): readonly string[] {
  const items = query.queryKey[query.queryKey.length - 1];
  return Array.isArray(items) ? (items as string[]) : [];
}

/**
 * Answers per item, kept in the query cache as the pages that brought them. Items asked while
 * a page holding them is on its way wait for that page instead of asking again.
 */
function pagedAnswers<Page, Answer, Key extends QueryKey>(
  client: QueryClient,
  endpoint: PagedEndpoint<Page, Answer, Key>,
) {
  const pages = () => client.getQueryCache().findAll({ queryKey: endpoint.pagesKey });

  const known = (): Map<string, Answer> => {
    const answers = new Map<string, Answer>();
    for (const query of pages()) {
      const page = query.state.data as Page | undefined;
      if (page === undefined) continue;
      for (const item of itemsOf(query)) {
        const answer = endpoint.answerOf(page, item);
        if (answer !== undefined) answers.set(item, answer);
      }
    }
    return answers;
  };

  /** Asks for (or joins) one page; true when it answered every wanted item. */
  const ask = async (page: readonly string[], wanted: readonly string[]) => {
    try {
      const answer = await client.fetchQuery(endpoint.pageQuery(page));
      return wanted.every((item) => endpoint.answerOf(answer, item) !== undefined);
    } catch {
      return false;
    }
  };

  const fill = async (items: readonly string[]): Promise<boolean> => {
    const answered = known();
    const onTheirWay = new Map<string, readonly string[]>();
    for (const query of pages()) {
      if (query.state.fetchStatus !== 'fetching') continue;
      const page = itemsOf(query);
      for (const item of page) onTheirWay.set(item, page);
    }
    const joined = new Map<readonly string[], string[]>();
    const missing: string[] = [];
    for (const item of new Set(items)) {
      const page = onTheirWay.get(item);
      if (page !== undefined) joined.set(page, [...(joined.get(page) ?? []), item]);
      else if (!answered.has(item)) missing.push(item);
    }
    const outcomes = await Promise.all([
      ...[...joined].map(([page, wanted]) => ask(page, wanted)),
      ...pagesOf(missing).map((page) => ask(page, page)),
    ]);
    return outcomes.every(Boolean);
  };

  return { known, fill };
}

export function createValidationCache(client: QueryClient, locale: string): ValidationCache {
  const names = pagedAnswers<SerialLookupPage, string | null, SerialLookupKey>(client, {
    pagesKey: serialLookupPagesKey(locale),
    pageQuery: (serials) => serialLookupPageQueryOptions(serials, locale),
    answerOf: (products, serial) => products[serial]?.name ?? null,
  });
  // The same pages as the names, read for who holds each serial.
  const holders = pagedAnswers<SerialLookupPage, 'ours' | 'taken', SerialLookupKey>(client, {
    pagesKey: serialLookupPagesKey(locale),
    pageQuery: (serials) => serialLookupPageQueryOptions(serials, locale),
    answerOf: (products, serial) => products[serial]?.registered ?? undefined,
  });
  const addresses = pagedAnswers<AddressCheckPage, boolean, AddressCheckKey>(client, {
    pagesKey: addressCheckPagesKey(locale),
    pageQuery: (texts) => addressCheckPageQueryOptions(texts, locale),
    // 'unavailable' means the search failed: not an answer to keep.
    answerOf: (results, text) => {
      const result = results[text];
      return result === 'valid' || result === 'invalid' ? result === 'valid' : undefined;
    },
  });
  return {
    knownNames: names.known,
    knownRegistrations: holders.known,
    knownAddresses: addresses.known,
    lookUpSerials: names.fill,
    checkAddresses: addresses.fill,
  };
}

/** Forgets every answer, for every locale: the rows they were asked for are gone. */
export function forgetValidationAnswers(client: QueryClient): void {
  client.removeQueries({ queryKey: ALL_SERIAL_LOOKUPS });
  client.removeQueries({ queryKey: ALL_ADDRESS_CHECKS });
}
