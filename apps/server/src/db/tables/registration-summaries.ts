import { bigint, date, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * Summaries of the registrations, kept by statement triggers on registrations in the writing
 * transaction (migrations 0036 and 0039): the overview reads a few hundred rows for 90 days
 * instead of every registration of the period.
 */

/**
 * Registrations per UTC day of creation, channel, product and country: the overview's
 * figures, read from a few thousand rows instead of every registration of the period. Kept
 * by statement triggers on registrations in the writing transaction (migration 0036). The
 * overview reads the three summaries below; the release after 0039 drops this one.
 */
export const registrationDaily = pgTable(
  'registration_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    productModel: text('product_model').notNull(),
    country: text('country').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel, t.productModel, t.country] })],
);

/** Registrations per UTC day of creation and channel: the overview's registrations per day. */
export const registrationDailyChannels = pgTable(
  'registration_daily_channels',
  {
    day: date('day', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.channel] })],
);

/** Registrations per UTC day of creation and product: the overview's top products. */
export const registrationDailyProducts = pgTable(
  'registration_daily_products',
  {
    day: date('day', { mode: 'string' }).notNull(),
    productModel: text('product_model').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.productModel] })],
);

/** Registrations per UTC day of creation and country: the overview's countries. */
export const registrationDailyCountries = pgTable(
  'registration_daily_countries',
  {
    day: date('day', { mode: 'string' }).notNull(),
    country: text('country').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.country] })],
);
