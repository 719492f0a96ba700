import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  cityMatches,
  isPlausiblePostalCode,
  PLACES_MAX_RESULTS,
  placeSchema,
  type Place,
} from '@pr/contracts';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { places } from '../../db/schema';
import { placeFromParts } from './place-builder';
import type { PlacesProvider } from './places-provider';
import { searchText } from './search-text';

/** Postal codes are compared without spaces, hyphens or case (docs/spec.md §5). */
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

/** Where an address of the embedded search comes from: never a customer's registration. */
export type PlaceSource = 'demo' | 'ban' | 'openaddresses';

function placeRow(place: Place, source: PlaceSource) {
  const component = (type: string) => place.addressComponents.find((c) => c.types.includes(type));
  const postalCode = component('postal_code')?.longText;
  return {
    displayName: place.displayName,
    formattedAddress: place.formattedAddress,
    addressComponents: place.addressComponents,
    lat: place.location?.lat ?? null,
    lng: place.location?.lng ?? null,
    searchText: searchText(`${place.displayName} ${place.formattedAddress}`),
    postalCode: postalCode ? normalizePostalCode(postalCode) : null,
    country: component('country')?.shortText ?? null,
    source,
  };
}

/**
 * The same address however it was written ("Rue de Rivoli 10, 75001 Paris, FR" and "…,
 * France"), so address data from several sources lists it once.
 */
function addressKey(place: Place): string {
  const component = (type: string) =>
    place.addressComponents.find((c) => c.types.includes(type))?.shortText ?? '';
  return [
    searchText(component('route')),
    searchText(component('street_number')),
    normalizePostalCode(component('postal_code')),
    component('country').toUpperCase(),
  ].join('|');
}

/** Each address once, the first of its kind (places with a location come first). */
function withoutRepeats(list: readonly Place[]): Place[] {
  const seen = new Set<string>();
  return list.filter((place) => {
    const key = addressKey(place);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Rows per INSERT of places: 10 columns each, far below PostgreSQL's bind-parameter cap. */
const PLACES_CHUNK = 1000;

/**
 * Remembers places for the embedded search, in few round trips: address data the operator
 * provides (the demo places), never a customer's registered address.
 */
export async function rememberPlaces(
  db: Database,
  list: readonly Place[],
  source: PlaceSource,
): Promise<void> {
  const unique = [...new Map(list.map((place) => [place.formattedAddress, place])).values()];
  for (let start = 0; start < unique.length; start += PLACES_CHUNK) {
    const rows = unique.slice(start, start + PLACES_CHUNK).map((place) => placeRow(place, source));
    await db.insert(places).values(rows).onConflictDoNothing();
  }
}

/** The parts of a 'street number, zip city' text whose postal code has the country's format. */
interface TypedAddress {
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
}

function typedAddress(text: string, country: string): TypedAddress | null {
  const [streetPart = '', cityPart = ''] = text.split(/,\s*/, 2);
  const street = /^(.+?)\s+(\S+)$/.exec(streetPart.trim());
  // The postal code is the first word, or two for formats such as "1012 LG".
  const words = cityPart.trim().split(/\s+/);
  for (const size of [1, 2]) {
    const postalCode = words.slice(0, size).join(' ');
    const city = words.slice(size).join(' ');
    if (street?.[1] && street[2] && city && isPlausiblePostalCode(country, postalCode)) {
      return { street: street[1], houseNumber: street[2], postalCode, city };
    }
  }
  return null;
}

/** The known places of each postal code of `country`, at most PLACES_MAX_RESULTS each, in one statement. */
async function knownPlacesByPostalCode(
  db: Database,
  country: string,
  postalCodes: readonly string[],
): Promise<Map<string, Place[]>> {
  const known = new Map<string, Place[]>();
  const codes = [...new Set(postalCodes.map(normalizePostalCode))];
  if (codes.length === 0) return known;
  const result = await db.execute(sql`
    select query.code, place.address_components
    from jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) as query(code)
    cross join lateral (
      select ${places.addressComponents} from ${places}
      where ${places.country} = ${country} and ${places.postalCode} = query.code
      limit ${PLACES_MAX_RESULTS}
    ) as place
  `);
  for (const row of knownRowsSchema.parse(result).rows) {
    const place = {
      displayName: '',
      formattedAddress: '',
      addressComponents: row.address_components,
      location: null,
    };
    known.set(row.code, [...(known.get(row.code) ?? []), place]);
  }
  return known;
}

/**
 * Bulk rows' 'street number, zip city' texts the address data does not hold: accepted as
 * typed when the postal code has the country's format, so a real address is never blocked,
 * unless the data knows that postal code and none of its places is in the typed city, which
 * is how the single flow's manual check decides (`search`'s postal query).
 */
async function typedAddressPlaces(
  db: Database,
  texts: readonly string[],
  country: string,
): Promise<Place[][]> {
  const upper = country.toUpperCase();
  const typed = texts.map((text) => typedAddress(text, upper));
  const known = await knownPlacesByPostalCode(
    db,
    upper,
    typed.flatMap((address) => (address ? [address.postalCode] : [])),
  );
  return typed.map((address) => {
    if (address === null) return [];
    const sameCode = known.get(normalizePostalCode(address.postalCode)) ?? [];
    if (sameCode.length > 0 && !sameCode.some((place) => cityMatches(address.city, place))) {
      return [];
    }
    return [placeFromParts({ ...address, country: upper })];
  });
}

const knownRowsSchema = z.object({
  rows: z.array(
    z.object({ code: z.string(), address_components: placeSchema.shape.addressComponents }),
  ),
});

/** The places rows of `searchTexts`, as the database sends them. */
const foundRowsSchema = z.object({
  rows: z.array(
    z.object({
      position: z.coerce.number(),
      display_name: z.string(),
      formatted_address: z.string(),
      address_components: placeSchema.shape.addressComponents,
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
  ),
});

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
      // A place with a location shows on the map: it goes before a learned manual address.
      .orderBy(isNull(places.lat), asc(places.formattedAddress))
      .limit(PLACES_MAX_RESULTS);
  const tokensOf = (text: string) => searchText(text).split(' ').filter(Boolean).slice(0, 8);
  return {
    async searchTexts(texts, { country }) {
      // One statement for the page: each text's words, every one of which a place must hold.
      const patterns = texts.map((text) => tokensOf(text).map((token) => `%${token}%`));
      const result = await db.execute(sql`
        select query.position, place.*
        from jsonb_array_elements(${JSON.stringify(patterns)}::jsonb)
          with ordinality as query(patterns, position)
        cross join lateral (
          select * from ${places}
          where jsonb_array_length(query.patterns) > 0
            and ${places.searchText} like all (
              select jsonb_array_elements_text(query.patterns)
            )
          order by ${places.lat} is null, ${places.formattedAddress}
          limit ${PLACES_MAX_RESULTS}
        ) as place
      `);
      const found = texts.map((): Place[] => []);
      for (const row of foundRowsSchema.parse(result).rows) {
        found[row.position - 1]?.push({
          displayName: row.display_name,
          formattedAddress: row.formatted_address,
          addressComponents: row.address_components,
          location: row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : null,
        });
      }
      const unknown = texts.filter(
        (text, index) => (found[index] ?? []).length === 0 && tokensOf(text).length > 0,
      );
      const typed = country ? await typedAddressPlaces(db, unknown, country) : [];
      return texts.map((text, index) => {
        const list = found[index] ?? [];
        const position = unknown.indexOf(text);
        return list.length > 0 || position < 0 ? withoutRepeats(list) : (typed[position] ?? []);
      });
    },
    async search(query) {
      if (query.kind === 'text') {
        const tokens = tokensOf(query.text);
        if (tokens.length === 0) return [];
        const rows = await find(
          and(...tokens.map((token) => sql`${places.searchText} like ${`%${token}%`}`)),
        );
        if (rows.length > 0 || !query.country) return withoutRepeats(rows.map(toPlace));
        return (await typedAddressPlaces(db, [query.text], query.country))[0] ?? [];
      }
      const country = query.country.toUpperCase();
      const rows = await find(
        and(
          eq(places.country, country),
          eq(places.postalCode, normalizePostalCode(query.postalCode)),
        ),
      );
      if (rows.length > 0) return withoutRepeats(rows.map(toPlace));
      if (!isPlausiblePostalCode(country, query.postalCode)) return [];
      return [
        placeFromParts({ postalCode: query.postalCode.trim(), city: query.city.trim(), country }),
      ];
    },
  };
}
