import type { Place } from '@pr/contracts';

/** Free text, or the structured query of the manual address check (docs/spec.md §5). */
export type PlaceQuery =
  | { kind: 'text'; text: string; language: string; country?: string }
  | { kind: 'postal'; postalCode: string; city: string; country: string; language: string };

export interface PlacesProvider {
  /** At most 10 places; throws when the provider cannot be reached. */
  search(query: PlaceQuery): Promise<Place[]>;
}

export function queryText(query: PlaceQuery): string {
  return query.kind === 'text' ? query.text : `${query.postalCode} ${query.city}, ${query.country}`;
}
