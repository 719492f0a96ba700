import { placesSearchResponseSchema, type Place } from '@pr/contracts';
import { apiRequest } from './api-client';

/** A free-text search, or the postal code, city and country of a manual address (docs/spec.md §7). */
export type PlacesQuery = { q: string } | { postalCode: string; city: string; country: string };

/** Searches addresses through the server, which keeps the maps key (docs/architecture.md §9). */
export async function searchPlaces(
  query: PlacesQuery,
  language: string,
  signal?: AbortSignal,
): Promise<Place[]> {
  const params = new URLSearchParams({ ...query, language }).toString();
  const answer = await apiRequest({
    path: `/places/search?${params}`,
    parse: (body) => placesSearchResponseSchema.parse(body),
    signal,
  });
  return answer.places;
}
