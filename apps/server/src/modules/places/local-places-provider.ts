import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { PLACES_MAX_RESULTS, type Place } from '@pr/contracts';
import type { Database } from '../../db/client';
import { places } from '../../db/schema';
import { placeFromParts } from './place-builder';
import type { PlacesProvider } from './places-provider';
import { isPlausiblePostalCode } from './postal-code-formats';
import { searchText } from './search-text';

/** Postal codes are compared without spaces, hyphens or case (spec §5). */
export function normalizePostalCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

type PlaceRow = typeof places.$inferSelect;

const toPlace = (row: PlaceRow): Place => ({
  displayName: row.displayName,
  formattedAddress: row.formattedAddress,
  addressComponents: row.addressComponents,
  location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
});

/** Remembers a place for the embedded search (demo data, registered addresses). */
export async function rememberPlace(
  db: Database,
  place: Place,
  source: 'demo' | 'registration',
): Promise<void> {
  const component = (type: string) => place.addressComponents.find((c) => c.types.includes(type));
  const postalCode = component('postal_code')?.longText;
  await db
    .insert(places)
    .values({
      displayName: place.displayName,
      formattedAddress: place.formattedAddress,
      addressComponents: place.addressComponents,
      lat: place.location?.lat ?? null,
      lng: place.location?.lng ?? null,
      searchText: searchText(`${place.displayName} ${place.formattedAddress}`),
      postalCode: postalCode ? normalizePostalCode(postalCode) : null,
      country: component('country')?.shortText ?? null,
      source,
    })
    .onConflictDoNothing();
}

/**
 * The embedded address search: demo addresses and every registered address. For the manual
 * check it never blocks a real address it does not know: a postal code in the country's
 * format is accepted with the city as typed.
 */
export function createLocalPlacesProvider(db: Database): PlacesProvider {
  const find = (where: SQL | undefined) =>
    db
      .select()
      .from(places)
      .where(where)
      .orderBy(asc(places.formattedAddress))
      .limit(PLACES_MAX_RESULTS);
  return {
    async search(query) {
      if (query.kind === 'text') {
        const tokens = searchText(query.text).split(' ').filter(Boolean).slice(0, 8);
        if (tokens.length === 0) return [];
        const rows = await find(
          and(...tokens.map((token) => sql`${places.searchText} like ${`%${token}%`}`)),
        );
        return rows.map(toPlace);
      }
      const country = query.country.toUpperCase();
      const rows = await find(
        and(
          eq(places.country, country),
          eq(places.postalCode, normalizePostalCode(query.postalCode)),
        ),
      );
      if (rows.length > 0) return rows.map(toPlace);
      if (!isPlausiblePostalCode(country, query.postalCode)) return [];
      return [
        placeFromParts({ postalCode: query.postalCode.trim(), city: query.city.trim(), country }),
      ];
    },
  };
}
