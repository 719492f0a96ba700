import type { AddressComponent, Place } from '@pr/contracts';

export interface AddressParts {
  street?: string | null;
  houseNumber?: string | null;
  postalCode?: string | null;
  city?: string | null;
  country: string;
  countryName?: string;
  state?: string | null;
  subpremise?: string | null;
  location?: { lat: number; lng: number } | null;
}

/** Builds a place in the maps-service shape from plain address parts. */
export function placeFromParts(parts: AddressParts): Place {
  const components: AddressComponent[] = [];
  const add = (types: string[], longText: string | null | undefined, shortText = longText) => {
    if (longText) components.push({ types, longText, shortText: shortText ?? longText });
  };
  add(['street_number'], parts.houseNumber);
  add(['route'], parts.street);
  add(['subpremise'], parts.subpremise);
  add(['locality', 'political'], parts.city);
  add(['administrative_area_level_1', 'political'], parts.state);
  add(['country', 'political'], parts.countryName ?? parts.country, parts.country.toUpperCase());
  add(['postal_code'], parts.postalCode);
  const streetLine = [parts.street, parts.houseNumber].filter(Boolean).join(' ');
  const cityLine = [parts.postalCode, parts.city].filter(Boolean).join(' ');
  const formattedAddress = [streetLine, cityLine, parts.countryName ?? parts.country.toUpperCase()]
    .filter(Boolean)
    .join(', ');
  return {
    displayName: streetLine || cityLine || formattedAddress,
    formattedAddress,
    addressComponents: components,
    location: parts.location ?? null,
  };
}
