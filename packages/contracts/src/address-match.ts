import type { Place } from './address';
import { isCompletePlace } from './address';

/** Spaces, hyphens and case do not count when postal codes and cities are compared. */
const normalized = (value: string) => value.replace(/[\s-]/g, '').toLowerCase();

/** Postal codes match ignoring spaces, hyphens and case, one containing the other (docs/spec.md §5). */
export function postalCodesMatch(typed: string, found: string): boolean {
  const a = normalized(typed);
  const b = normalized(found);
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

/** Whether a found place is at the typed postal code and in the typed city (docs/spec.md §5). */
export function placeMatchesPostalCodeAndCity(
  place: Pick<Place, 'addressComponents'>,
  postalCode: string,
  city: string,
): boolean {
  return (
    cityMatches(city, place) &&
    place.addressComponents.some(
      (c) => c.types.includes('postal_code') && postalCodesMatch(postalCode, c.longText),
    )
  );
}

/**
 * The text a bulk row's address is checked as (docs/spec.md §5): 'street number, zip city'.
 * The browser builds it from the row's cells; the server's check reads its 'zip city' part
 * back (bulkAddressMatches).
 */
export function bulkAddressText(parts: {
  street: string;
  streetNumber: string;
  zip: string;
  city: string;
}): string {
  return `${parts.street} ${parts.streetNumber}, ${parts.zip} ${parts.city}`;
}

/**
 * Whether a found place is a bulk row's address: complete (a postal code, a street, a city),
 * and at the row's postal code and in its city, as the single flow's manual check compares
 * them. The 'zip city' part is what follows the text's last comma; a postal code may hold
 * spaces ('SW1A 1AA', '1012 AB'), so the place's own postal code says where it ends.
 */
export function bulkAddressMatches(place: Pick<Place, 'addressComponents'>, text: string): boolean {
  if (!isCompletePlace(place)) return false;
  const zipCity = normalized(text.slice(text.lastIndexOf(',') + 1));
  return place.addressComponents.some((c) => {
    if (!c.types.includes('postal_code')) return false;
    const postalCode = normalized(c.longText);
    if (postalCode === '' || !zipCity.startsWith(postalCode)) return false;
    const city = zipCity.slice(postalCode.length);
    return (
      city !== '' &&
      place.addressComponents.some(
        (component) =>
          (component.types.includes('locality') || component.types.includes('postal_town')) &&
          normalized(component.longText).includes(city),
      )
    );
  });
}
