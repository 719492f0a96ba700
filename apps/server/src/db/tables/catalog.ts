import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The product catalog: products, their devices by serial, and the incentives they give.

/** Text per language code (`{ "fr": "…", "de": "…" }`). */
export type LocalizedText = Record<string, string>;

export const products = pgTable('products', {
  model: text('model').primaryKey(),
  deviceType: text('device_type').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  color: jsonb('color').$type<LocalizedText>(),
  imageUrl: text('image_url'),
  productUrl: text('product_url'),
  /** GTIN-14 (a shorter GTIN padded with zeros), what GS1 codes on the rating plate carry. */
  gtin: text('gtin').unique('products_gtin_unique'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const devices = pgTable(
  'devices',
  {
    serialNumber: text('serial_number').primaryKey(),
    productModel: text('product_model')
      .notNull()
      .references(() => products.model, { onUpdate: 'cascade' }),
    /**
     * When the catalog knows them (UTC days): an installation before either is a registration
     * to review (docs/features.md, "Anomalies to review").
     */
    manufacturedOn: date('manufactured_on', { mode: 'string' }),
    shippedOn: date('shipped_on', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('devices_product_model_idx').on(t.productModel)],
);

export const incentives = pgTable(
  'incentives',
  {
    /** Stable key chosen by the catalog owner, so re-imports update instead of duplicating. */
    key: text('key').primaryKey(),
    recipientType: smallint('recipient_type').notNull(),
    productModel: text('product_model').references(() => products.model, {
      onUpdate: 'cascade',
      onDelete: 'cascade',
    }),
    country: text('country'),
    description: jsonb('description').$type<LocalizedText>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Days after the installation within which the device must be registered for this
     * incentive (as Vaillant's and Intergas's offers); null when it has no deadline.
     */
    registrationWindowDays: integer('registration_window_days'),
    /** Points a confirmed registration credits its installer company (docs/points.md). */
    points: integer('points'),
  },
  (t) => [
    check('incentives_recipient_type_check', sql`${t.recipientType} in (1, 2)`),
    check(
      'incentives_points_check',
      sql`${t.points} is null or (${t.points} >= 0 and ${t.recipientType} = 2)`,
    ),
    index('incentives_product_model_idx').on(t.productModel),
  ],
);
