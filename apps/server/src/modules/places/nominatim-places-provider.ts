import { z } from 'zod';
import { PLACES_MAX_RESULTS, type Place } from '@pr/contracts';
import { placeFromParts } from './place-builder';
import type { PlacesProvider } from './places-provider';

const nominatimAnswerSchema = z.array(
  z.object({
    lat: z.string(),
    lon: z.string(),
    name: z.string().optional(),
    display_name: z.string(),
    category: z.string().optional(),
    address: z.record(z.string(), z.string()).default({}),
  }),
);

/** A self-hosted OpenStreetMap Nominatim; its address details become maps-service components. */
export function createNominatimPlacesProvider(
  baseUrl: string,
  fetchFn: typeof fetch = fetch,
): PlacesProvider {
  return {
    async search(query): Promise<Place[]> {
      const url = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
      const params: Record<string, string> =
        query.kind === 'text'
          ? {
              q: query.text,
              ...(query.country ? { countrycodes: query.country.toLowerCase() } : {}),
            }
          : {
              postalcode: query.postalCode,
              city: query.city,
              countrycodes: query.country.toLowerCase(),
            };
      for (const [name, value] of Object.entries({
        ...params,
        format: 'jsonv2',
        addressdetails: '1',
        limit: String(PLACES_MAX_RESULTS),
        'accept-language': query.language,
      })) {
        url.searchParams.set(name, value);
      }
      const response = await fetchFn(url, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`Nominatim answered HTTP ${response.status}`);
      return nominatimAnswerSchema.parse(await response.json()).map((result) => {
        const a = result.address;
        const place = placeFromParts({
          street: a.road ?? a.pedestrian ?? null,
          houseNumber: a.house_number ?? null,
          postalCode: a.postcode ?? null,
          city: a.city ?? a.town ?? a.village ?? a.municipality ?? null,
          state: a.state ?? null,
          country: (a.country_code ?? '').toUpperCase(),
          countryName: a.country,
          location: { lat: Number(result.lat), lng: Number(result.lon) },
        });
        const isEstablishment = !a.road && !a.postcode && result.name;
        return {
          ...place,
          displayName: result.name || place.displayName,
          formattedAddress: result.display_name,
          addressComponents: isEstablishment
            ? [
                {
                  types: ['point_of_interest', 'establishment'],
                  longText: result.name ?? '',
                  shortText: result.name ?? '',
                },
                ...place.addressComponents,
              ]
            : place.addressComponents,
        };
      });
    },
  };
}
