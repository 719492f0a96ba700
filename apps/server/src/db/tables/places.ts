import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Addresses the embedded address search knows: demo data and every registered address. */
export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    displayName: text('display_name').notNull(),
    formattedAddress: text('formatted_address').notNull(),
    addressComponents: jsonb('address_components')
      .$type<{ types: string[]; longText: string; shortText: string }[]>()
      .notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    /** Lower-cased, accent-free words of the address, for token matching. */
    searchText: text('search_text').notNull(),
    postalCode: text('postal_code'),
    country: text('country'),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('places_formatted_address_idx').on(t.formattedAddress),
    index('places_postal_code_idx').on(t.country, t.postalCode),
  ],
);
