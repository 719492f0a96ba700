import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Anonymous measurements: sampled Core Web Vitals and the registration funnel's daily counters.

/**
 * Core Web Vitals of sampled page views (`POST /api/telemetry/web-vitals`), one row per view
 * with the metrics it reported; rows older than WEB_VITALS_DAYS are deleted every hour.
 */
export const webVitalReports = pgTable(
  'web_vital_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    /** The route pattern, never the URL. */
    page: text('page').notNull(),
    lcp: doublePrecision('lcp'),
    inp: doublePrecision('inp'),
    cls: doublePrecision('cls'),
  },
  (t) => [index('web_vital_reports_recorded_at_idx').on(t.recordedAt)],
);

/**
 * The registration funnel as anonymous daily counters (docs/decisions/008-funnel-daily-counts.md):
 * one row per UTC day, stage, channel, locale, product and step, incremented in place. No
 * visitor, serial, address or account is ever stored here. '' and 0 stand for "none" (a key
 * column cannot be null).
 */
export const funnelDaily = pgTable(
  'funnel_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    stage: text('stage').notNull(),
    /** end_user, installer, bulk, api; for qr_opened: deep_link or gs1; '' when unknown. */
    channel: text('channel').notNull(),
    locale: text('locale').notNull(),
    /** The catalog's model, '' when not known (yet). */
    productModel: text('product_model').notNull(),
    /** The step of step_reached, 0 for the other stages. */
    step: smallint('step').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.stage, t.channel, t.locale, t.productModel, t.step] }),
    // A funnel filtered by product or by locale reads its own rows of the period, not every
    // counter of a year (issue 51: 0.66 s for 365 days at 20 million registrations).
    index('funnel_daily_product_idx').on(t.productModel, t.day),
    index('funnel_daily_locale_idx').on(t.locale, t.day),
    check('funnel_daily_count_check', sql`${t.count} >= 0`),
  ],
);

/**
 * funnel_daily summed over locales and products, per day, stage, channel and step: what an
 * unfiltered funnel (and the overview's confirmation rate) reads, a few dozen rows a day
 * instead of tens of thousands. Kept by statement triggers on funnel_daily in the writing
 * transaction (migration 0036), so it never differs from the sum of its rows.
 */
export const funnelDailyTotals = pgTable(
  'funnel_daily_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    stage: text('stage').notNull(),
    channel: text('channel').notNull(),
    step: smallint('step').notNull(),
    count: bigint('count', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.stage, t.channel, t.step] })],
);
