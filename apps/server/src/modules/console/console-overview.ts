import { count, desc, eq, gte, sql } from 'drizzle-orm';
import { OVERVIEW_DAYS, type ConsoleOverview } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  companies,
  products,
  registrationDailyChannels,
  registrationDailyCountries,
  registrationDailyProducts,
} from '../../db/schema';
import { periodRegistrations } from '../funnel/funnel-report';
import { webVitalsOverview } from '../telemetry/web-vitals';

const TOP_PRODUCTS = 10;

/** The UTC days of the period, oldest first (yyyy-mm-dd), today included. */
function periodDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: OVERVIEW_DAYS }, (_, index) =>
    new Date(today - (OVERVIEW_DAYS - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

/**
 * What the console's overview shows of the last 90 days: registrations per day and channel,
 * the confirmation rate, the top products, the countries and the applications to verify;
 * and the field data of real visits (Core Web Vitals at the 75th percentile, per page).
 * Each figure is one query over a daily summary of its own (registrations per day and
 * channel, product or country, kept in their writing transaction: a few hundred rows for 90
 * days, whatever the number of registrations) or, for the confirmation rate, over the
 * funnel's counters of the same days: the funnel then says the same.
 */
export async function consoleOverview(db: Database, now = new Date()): Promise<ConsoleOverview> {
  const days = periodDays(now);
  const period = { from: days[0] ?? '', to: days.at(-1) ?? '' };
  const total = (count: AnyPgColumn) => sql<number>`sum(${count})::bigint`.mapWith(Number);
  const byChannel = registrationDailyChannels;
  const byProduct = registrationDailyProducts;
  const byCountry = registrationDailyCountries;
  const [perDay, confirmation, topProducts, countries, [pending], webVitals] = await Promise.all([
    db
      .select({ day: byChannel.day, channel: byChannel.channel, count: byChannel.count })
      .from(byChannel)
      .where(gte(byChannel.day, period.from)),
    periodRegistrations(db, period),
    db
      .select({ model: byProduct.productModel, name: products.name, count: total(byProduct.count) })
      .from(byProduct)
      .leftJoin(products, eq(products.model, byProduct.productModel))
      .where(gte(byProduct.day, period.from))
      .groupBy(byProduct.productModel, products.name)
      .orderBy(desc(total(byProduct.count)), byProduct.productModel)
      .limit(TOP_PRODUCTS),
    db
      .select({ country: byCountry.country, count: total(byCountry.count) })
      .from(byCountry)
      .where(gte(byCountry.day, period.from))
      .groupBy(byCountry.country)
      .orderBy(desc(total(byCountry.count)), byCountry.country),
    db.select({ count: count() }).from(companies).where(eq(companies.status, 'pending')),
    webVitalsOverview(db, now),
  ]);
  const byDay = new Map(days.map((key) => [key, { day: key, web: 0, bulk: 0 }]));
  for (const row of perDay) {
    const entry = byDay.get(row.day);
    if (entry && (row.channel === 'web' || row.channel === 'bulk')) entry[row.channel] = row.count;
  }
  return {
    days: [...byDay.values()],
    confirmation: {
      ...period,
      ...confirmation,
      rate: confirmation.submitted === 0 ? null : confirmation.confirmed / confirmation.submitted,
    },
    topProducts: topProducts.map((row) => ({
      model: row.model,
      name: row.name ?? { en: row.model },
      count: row.count,
    })),
    countries,
    pendingCompanies: pending?.count ?? 0,
    webVitals,
  };
}
