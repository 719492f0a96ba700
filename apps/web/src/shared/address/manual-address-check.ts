import { placeMatchesPostalCodeAndCity, type Place } from '@pr/contracts';

/** How a manual address fared against the maps search on its postal code, city and country. */
export type ManualAddressCheck = 'ok' | 'unverifiedCombination' | 'postalCodeCityMismatch';

/** Checks a typed postal code and city against the places the search found (docs/spec.md §5). */
export function checkManualAddress(
  input: { postalCode: string; city: string },
  places: readonly Place[],
): ManualAddressCheck {
  if (places.length === 0) return 'unverifiedCombination';
  const matches = places.some((place) =>
    placeMatchesPostalCodeAndCity(place, input.postalCode, input.city),
  );
  return matches ? 'ok' : 'postalCodeCityMismatch';
}
