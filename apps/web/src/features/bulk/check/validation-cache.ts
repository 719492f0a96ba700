import { BULK_VALIDATION_PAGE_SIZE } from '@pr/contracts';
import { checkAddresses } from '../api/check-addresses';
import { lookupSerialNumbers } from '../api/lookup-serial-numbers';

/**
 * What the server said about serials and addresses, for one locale (product names are
 * translated, addresses are searched in the locale's country). Results are kept per
 * serial and per address string (docs/spec.md §5), so re-checking a page or an edited cell asks
 * only for what is new; failures are not kept, so the next check asks again.
 */
export interface ValidationCache {
  /** The product name, null for an unknown serial, undefined when not (yet) known. */
  nameOf(serial: string): string | null | undefined;
  /** Whether the search found a complete address; undefined when not (yet) known. */
  isValidAddress(address: string): boolean | undefined;
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

/**
 * A cache whose `ask` fills `known` for a page of keys. Keys asked while a request for
 * them is in flight wait for that request instead of asking again.
 */
function pagedCache<T>(ask: (page: string[]) => Promise<Map<string, T>>) {
  const known = new Map<string, T>();
  const inFlight = new Map<string, Promise<boolean>>();
  const fill = async (keys: readonly string[]): Promise<boolean> => {
    const waiting = new Set<Promise<boolean>>();
    const missing: string[] = [];
    for (const key of new Set(keys)) {
      const pending = inFlight.get(key);
      if (pending !== undefined) waiting.add(pending);
      else if (!known.has(key)) missing.push(key);
    }
    for (const page of pagesOf(missing)) {
      const request = ask(page).then(
        (answers) => {
          for (const [key, value] of answers) known.set(key, value);
          return page.every((key) => answers.has(key));
        },
        () => false,
      );
      const settled = request.finally(() => page.forEach((key) => inFlight.delete(key)));
      page.forEach((key) => inFlight.set(key, settled));
      waiting.add(settled);
    }
    const outcomes = await Promise.all(waiting);
    return outcomes.every(Boolean);
  };
  return { known, fill };
}

export function createValidationCache(locale: string): ValidationCache {
  const names = pagedCache(async (serials) => {
    const products = await lookupSerialNumbers(serials, locale);
    return new Map(serials.map((serial) => [serial, products[serial]?.name ?? null]));
  });
  const addresses = pagedCache(async (texts) => {
    const results = await checkAddresses(texts, locale);
    // 'unavailable' means the search failed: not an answer to keep.
    const answers = new Map<string, boolean>();
    for (const text of texts) {
      const result = results[text];
      if (result === 'valid' || result === 'invalid') answers.set(text, result === 'valid');
    }
    return answers;
  });
  return {
    nameOf: (serial) => names.known.get(serial),
    isValidAddress: (address) => addresses.known.get(address),
    lookUpSerials: names.fill,
    checkAddresses: addresses.fill,
  };
}
