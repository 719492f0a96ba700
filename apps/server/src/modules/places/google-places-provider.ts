import { z } from 'zod';
import { PLACES_MAX_RESULTS, type Place } from '@pr/contracts';
import { queryText, type PlacesProvider } from './places-provider';

const ENDPOINT = 'https://places.googleapis.com/v1/places:searchText';
/** The field list of docs/spec.md §7: nothing else is requested, nor billed. */
const FIELD_MASK =
  'places.displayName,places.formattedAddress,places.addressComponents,places.location';

const googleAnswerSchema = z.object({
  places: z
    .array(
      z.object({
        displayName: z.object({ text: z.string() }).optional(),
        formattedAddress: z.string().default(''),
        addressComponents: z
          .array(
            z.object({ longText: z.string(), shortText: z.string(), types: z.array(z.string()) }),
          )
          .default([]),
        location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
      }),
    )
    .default([]),
});

/** Google Places API (New) text search; the key stays on the server. */
export function createGooglePlacesProvider(
  apiKey: string,
  fetchFn: typeof fetch = fetch,
): PlacesProvider {
  return {
    async search(query): Promise<Place[]> {
      const response = await fetchFn(ENDPOINT, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-goog-api-key': apiKey,
          'x-goog-fieldmask': FIELD_MASK,
        },
        body: JSON.stringify({
          textQuery: queryText(query),
          languageCode: query.language,
          pageSize: PLACES_MAX_RESULTS,
          ...(query.country ? { regionCode: query.country.toLowerCase() } : {}),
        }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`Google Places answered HTTP ${response.status}`);
      const answer = googleAnswerSchema.parse(await response.json());
      return answer.places.slice(0, PLACES_MAX_RESULTS).map((place) => ({
        displayName: place.displayName?.text ?? place.formattedAddress,
        formattedAddress: place.formattedAddress,
        addressComponents: place.addressComponents.map(({ longText, shortText, types }) => ({
          longText,
          shortText,
          types,
        })),
        location: place.location
          ? { lat: place.location.latitude, lng: place.location.longitude }
          : null,
      }));
    },
  };
}
