import { count, desc, eq, gte, sql } from 'drizzle-orm';
import { OVERVIEW_DAYS, type ConsoleOverview } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { companies, products, registrationDaily } from '../../db/schema';
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
 * Each figure is one grouped query over the registrations' daily summary (registration_daily,
 * kept in their writing transaction: a few thousand rows for 90 days, whatever the number of
 * registrations) or, for the confirmation rate, over the funnel's counters of the same days:
 * the funnel then says the same.
 */
export async function consoleOverview(db: Database, now = new Date()): Promise<ConsoleOverview> {
  const days = periodDays(now);
  const period = { from: days[0] ?? '', to: days.at(-1) ?? '' };
  const r = registrationDaily;
  const inPeriod = gte(r.day, period.from);
  const total = sql<number>`sum(${r.count})::bigint`.mapWith(Number);
  const [perDay, confirmation, topProducts, countries, [pending], webVitals] = await Promise.all([
    db
      .select({ day: r.day, channel: r.channel, count: total })
      .from(r)
      .where(inPeriod)
      .groupBy(r.day, r.channel),
    periodRegistrations(db, period),
    db
      .select({ model: r.productModel, name: products.name, count: total })
      .from(r)
      .leftJoin(products, eq(products.model, r.productModel))
      .where(inPeriod)
      .groupBy(r.productModel, products.name)
      .orderBy(desc(total), r.productModel)
      .limit(TOP_PRODUCTS),
    db
      .select({ country: r.country, count: total })
      .from(r)
      .where(inPeriod)
      .groupBy(r.country)
      .orderBy(desc(total), r.country),
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
