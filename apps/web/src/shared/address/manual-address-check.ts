import type { Place } from '@pr/contracts';

/** How a manual address fared against the maps search on its postal code, city and country. */
export type ManualAddressCheck = 'ok' | 'unverifiedCombination' | 'postalCodeCityMismatch';

const normalizePostalCode = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();

/** Postal codes match ignoring spaces, hyphens and case, one containing the other (docs/spec.md §5). */
export function postalCodesMatch(typed: string, found: string): boolean {
  const a = normalizePostalCode(typed);
  const b = normalizePostalCode(found);
  return a !== '' && b !== '' && (a.includes(b) || b.includes(a));
}

/** The city matches when a locality or postal town contains it, ignoring case (docs/spec.md §5). */
export function cityMatches(typed: string, place: Pick<Place, 'addressComponents'>): boolean {
  const city = typed.trim().toLowerCase();
  return place.addressComponents.some(
    (c) =>
      (c.types.includes('locality') || c.types.includes('postal_town')) &&
      c.longText.toLowerCase().includes(city),
  );
}

/** Checks a typed postal code and city against the places the search found (docs/spec.md §5). */
export function checkManualAddress(
  input: { postalCode: string; city: string },
  places: readonly Place[],
): ManualAddressCheck {
  if (places.length === 0) return 'unverifiedCombination';
  const matches = places.some(
    (place) =>
      cityMatches(input.city, place) &&
      place.addressComponents.some(
        (c) => c.types.includes('postal_code') && postalCodesMatch(input.postalCode, c.longText),
      ),
  );
  return matches ? 'ok' : 'postalCodeCityMismatch';
}
