import type { Place } from '@pr/contracts';
import { queryText, type PlacesProvider } from './places-provider';

/**
 * Remembers answers for a while, so typing, re-checking and bulk rows that repeat an
 * address do not each cost a provider call. A per-process cache: losing it costs only calls.
 */
export function withCache(
  provider: PlacesProvider,
  options = { maxEntries: 5000, ttlMs: 10 * 60_000 },
): PlacesProvider {
  const entries = new Map<string, { at: number; places: Promise<Place[]> }>();
  return {
    search(query) {
      // The same street text is another place in another country.
      const key = [
        query.kind,
        query.language,
        query.country ?? '',
        queryText(query).toLowerCase(),
      ].join('|');
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < options.ttlMs) return hit.places;
      const places = provider.search(query);
      // A failure is not remembered: the next call tries again.
      places.catch(() => entries.delete(key));
      entries.delete(key);
      entries.set(key, { at: Date.now(), places });
      if (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return places;
    },
  };
}
