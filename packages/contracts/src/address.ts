import { z } from './zod';
import { plainText } from './plain-text';
import { MESSAGE } from './validation-messages';

/** Where an address came from (docs/spec.md §3): a maps search (the default) or manual entry. */
export const ADDRESS_SOURCE = { maps: 'GoogleMaps', manual: 'ManualEntry' } as const;
export const addressSourceSchema = z.enum([ADDRESS_SOURCE.maps, ADDRESS_SOURCE.manual]);
export type AddressSource = z.infer<typeof addressSourceSchema>;

/** Limits of the manual address form (docs/spec.md §5, §9). */
export const ADDRESS_LIMITS = {
  streetName: 100,
  streetNumber: 20,
  additionalAddressLine1: 50,
  postalCode: 20,
  city: 100,
  stateOrProvince: 100,
} as const;

const required = (max: number) =>
  plainText().min(1, { error: MESSAGE.required }).max(max, { error: MESSAGE.maxLength });

const optional = (max: number) =>
  plainText()
    .max(max, { error: MESSAGE.maxLength })
    .nullish()
    .transform((value) => (value ? value : null));

export const countryCodeSchema = z
  .string({ error: MESSAGE.required })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: MESSAGE.required })
  .transform((value) => value.toUpperCase());

/** The installation address of a registration command (docs/spec.md §3). */
export const installationAddressSchema = z.object({
  street: required(ADDRESS_LIMITS.streetName),
  houseNumber: required(ADDRESS_LIMITS.streetNumber),
  locality: required(ADDRESS_LIMITS.city),
  postalCode: required(ADDRESS_LIMITS.postalCode),
  country: countryCodeSchema,
  additionalAddressLine1: optional(ADDRESS_LIMITS.additionalAddressLine1),
  stateOrProvince: optional(ADDRESS_LIMITS.stateOrProvince),
  addressSource: addressSourceSchema.default(ADDRESS_SOURCE.maps),
});
export type InstallationAddress = z.infer<typeof installationAddressSchema>;

/** One component of a found address (docs/spec.md §3). */
export const addressComponentSchema = z.object({
  types: z.array(z.string()),
  longText: z.string(),
  shortText: z.string(),
});
export type AddressComponent = z.infer<typeof addressComponentSchema>;

/** A place as the address search answers it (docs/spec.md §3, §7: the maps text-search fields). */
export const placeSchema = z.object({
  displayName: z.string(),
  formattedAddress: z.string(),
  addressComponents: z.array(addressComponentSchema),
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type Place = z.infer<typeof placeSchema>;

/** At most 10 results per search, at least 3 characters of query (docs/spec.md §9). */
export const PLACES_MAX_RESULTS = 10;
export const PLACES_MIN_QUERY_LENGTH = 3;

/** The longest address text a search or an address check takes. */
export const ADDRESS_QUERY_MAX_LENGTH = 300;

/** A search: free text, or the postal code and city of the manual address check (docs/spec.md §5). */
export const placesSearchQuerySchema = z
  .object({
    q: plainText().min(PLACES_MIN_QUERY_LENGTH).max(ADDRESS_QUERY_MAX_LENGTH).optional(),
    postalCode: plainText().min(1).max(ADDRESS_LIMITS.postalCode).optional(),
    city: plainText().min(1).max(ADDRESS_LIMITS.city).optional(),
    country: countryCodeSchema.optional(),
    language: z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .optional(),
  })
  .refine((query) => query.q !== undefined || (query.postalCode && query.city && query.country), {
    error: `Give q (at least ${PLACES_MIN_QUERY_LENGTH} characters) or postalCode, city and country.`,
  });

export const placesSearchResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlacesSearchResponse = z.infer<typeof placesSearchResponseSchema>;

/** The text of a place's first component of `type`, or '' when it has none. */
export function addressComponentText(
  place: Pick<Place, 'addressComponents'>,
  type: string,
  text: 'longText' | 'shortText' = 'longText',
): string {
  return place.addressComponents.find((c) => c.types.includes(type))?.[text] ?? '';
}

/** A found place is usable only with a postal code, a street and a city (docs/spec.md §5). */
export function isCompletePlace(place: Pick<Place, 'addressComponents'>): boolean {
  const has = (type: string) => place.addressComponents.some((c) => c.types.includes(type));
  return has('postal_code') && has('route') && (has('locality') || has('postal_town'));
}
