import { and, count, desc, eq, gte, ne, sql } from 'drizzle-orm';
import { OVERVIEW_DAYS, type ConsoleOverview } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { companies, products, registrations } from '../../db/schema';
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
 * Each figure is one grouped query over the creation-date index, however many rows.
 */
export async function consoleOverview(db: Database, now = new Date()): Promise<ConsoleOverview> {
  const days = periodDays(now);
  const since = new Date(`${days[0] ?? ''}T00:00:00.000Z`);
  const inPeriod = gte(registrations.createdAt, since);
  const day = sql<string>`to_char(${registrations.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [perDay, [confirmation], topProducts, countries, [pending], webVitals] = await Promise.all([
    db
      .select({ day, channel: registrations.channel, count: count() })
      .from(registrations)
      .where(inPeriod)
      .groupBy(day, registrations.channel),
    db
      .select({
        needed: count(),
        confirmed: sql<number>`count(*) filter (where ${registrations.confirmedAt} is not null)::int`,
      })
      .from(registrations)
      .where(and(inPeriod, ne(registrations.confirmationStatus, 'not_required'))),
    db
      .select({ model: registrations.productModel, name: products.name, count: count() })
      .from(registrations)
      .leftJoin(products, eq(products.model, registrations.productModel))
      .where(inPeriod)
      .groupBy(registrations.productModel, products.name)
      .orderBy(desc(count()), registrations.productModel)
      .limit(TOP_PRODUCTS),
    db
      .select({ country: registrations.country, count: count() })
      .from(registrations)
      .where(inPeriod)
      .groupBy(registrations.country)
      .orderBy(desc(count()), registrations.country),
    db.select({ count: count() }).from(companies).where(eq(companies.status, 'pending')),
    webVitalsOverview(db, now),
  ]);
  const byDay = new Map(days.map((key) => [key, { day: key, web: 0, bulk: 0 }]));
  for (const row of perDay) {
    const entry = byDay.get(row.day);
    if (entry && (row.channel === 'web' || row.channel === 'bulk')) entry[row.channel] = row.count;
  }
  const needed = confirmation?.needed ?? 0;
  const confirmed = confirmation?.confirmed ?? 0;
  return {
    days: [...byDay.values()],
    confirmation: { needed, confirmed, rate: needed === 0 ? null : confirmed / needed },
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
