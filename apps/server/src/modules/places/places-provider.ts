import type { Place } from '@pr/contracts';

/** Free text, or the structured query of the manual address check (docs/spec.md §5). */
export type PlaceQuery =
  | { kind: 'text'; text: string; language: string; country?: string }
  | { kind: 'postal'; postalCode: string; city: string; country: string; language: string };

export interface PlacesProvider {
  /** At most 10 places; throws when the provider cannot be reached. */
  search(query: PlaceQuery): Promise<Place[]>;
  /**
   * The places of many free-text queries at once, in their order, as `search` finds each:
   * one round trip for a page of the bulk check, where the provider can (the embedded one).
   */
  searchTexts?(
    texts: readonly string[],
    options: { language: string; country?: string },
  ): Promise<Place[][]>;
}

export function queryText(query: PlaceQuery): string {
  return query.kind === 'text' ? query.text : `${query.postalCode} ${query.city}, ${query.country}`;
}
