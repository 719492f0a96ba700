import { Readable } from 'node:stream';
import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { STEP_NUMBERS, type Funnel, type FunnelBar, type FunnelQuery } from '@pr/contracts';
import type { Database } from '../../db/client';
import { funnelDaily, products } from '../../db/schema';

/** Days the funnel covers when the filter names no period: the last 30, today included. */
export const FUNNEL_DEFAULT_DAYS = 30;

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The filter's period: `to` today and `from` 29 days before it unless given. */
export function funnelPeriod(query: FunnelQuery, now = new Date()): { from: string; to: string } {
  const to = query.to ?? utcDay(now);
  const from =
    query.from ??
    utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - (FUNNEL_DEFAULT_DAYS - 1) * 86_400_000));
  return { from, to };
}

function filtersOf(query: FunnelQuery, period: { from: string; to: string }): SQL | undefined {
  return and(
    gte(funnelDaily.day, period.from),
    lte(funnelDaily.day, period.to),
    query.locale === undefined ? undefined : eq(funnelDaily.locale, query.locale),
    query.productModel === undefined ? undefined : eq(funnelDaily.productModel, query.productModel),
  );
}

const total = sql<number>`sum(${funnelDaily.count})::bigint`.mapWith(Number);

/**
 * The funnel of a filter, from the daily counters: one grouped query over the primary key's
 * day range, whatever the number of events behind it. The stages before anyone says who
 * they are (QR opened, look-up found) have no channel: with a channel filter they are null.
 * QR codes count as the registration pages they open (`deep_link`), a GS1 Digital Link's
 * redirect included; `qrViaGs1` says how many came through one.
 */
export async function funnelReport(
  db: Database,
  query: FunnelQuery,
  now = new Date(),
): Promise<Funnel> {
  const period = funnelPeriod(query, now);
  const [rows, catalog] = await Promise.all([
    db
      .select({
        stage: funnelDaily.stage,
        step: funnelDaily.step,
        channel: funnelDaily.channel,
        count: total,
      })
      .from(funnelDaily)
      .where(filtersOf(query, period))
      .groupBy(funnelDaily.stage, funnelDaily.step, funnelDaily.channel),
    db.select({ model: products.model }).from(products).orderBy(asc(products.model)),
  ]);
  const { channel } = query;
  const sum = (match: (row: (typeof rows)[number]) => boolean) =>
    rows.filter(match).reduce((sum, row) => sum + row.count, 0);
  const ofChannel = (row: (typeof rows)[number]) =>
    channel === undefined || row.channel === channel;
  const anonymous = (value: number) => (channel === undefined ? value : null);
  const bars: FunnelBar[] = [
    {
      stage: 'qr_opened',
      step: null,
      count: anonymous(sum((row) => row.stage === 'qr_opened' && row.channel === 'deep_link')),
    },
    {
      stage: 'lookup_found',
      step: null,
      count: anonymous(sum((row) => row.stage === 'lookup_found')),
    },
    ...STEP_NUMBERS.map((step) => ({
      stage: 'step_reached' as const,
      step,
      count: sum((row) => row.stage === 'step_reached' && row.step === step && ofChannel(row)),
    })),
    {
      stage: 'submitted',
      step: null,
      count: sum((row) => row.stage === 'submitted' && ofChannel(row)),
    },
    {
      stage: 'confirmed',
      step: null,
      count: sum((row) => row.stage === 'confirmed' && ofChannel(row)),
    },
  ];
  return {
    ...period,
    bars,
    qrViaGs1: anonymous(sum((row) => row.stage === 'qr_opened' && row.channel === 'gs1')),
    deadlineMissed: sum((row) => row.stage === 'deadline_missed' && ofChannel(row)),
    products: catalog.map((row) => row.model),
  };
}

/** Rows per read of the export: the file is streamed a page at a time. */
const EXPORT_PAGE = 10_000;

const csvCell = (value: string | number) => {
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `"'${text}"` : `"${text.replaceAll('"', '""')}"`;
};

/**
 * The daily rows of a filter as CSV (day, stage, step, channel, locale, product, count), in
 * key order, read by keyset pages: the first page is read before anything is sent, so a
 * failing database still answers 503 rather than a cut file.
 */
export async function funnelCsv(db: Database, query: FunnelQuery, now = new Date()) {
  const period = funnelPeriod(query, now);
  const where = and(
    filtersOf(query, period),
    query.channel === undefined ? undefined : eq(funnelDaily.channel, query.channel),
  );
  const page = (after: typeof funnelDaily.$inferSelect | null) =>
    db
      .select()
      .from(funnelDaily)
      .where(
        and(
          where,
          after === null
            ? undefined
            : sql`(${funnelDaily.day}, ${funnelDaily.stage}, ${funnelDaily.channel}, ${funnelDaily.locale}, ${funnelDaily.productModel}, ${funnelDaily.step}) > (${after.day}, ${after.stage}, ${after.channel}, ${after.locale}, ${after.productModel}, ${after.step})`,
        ),
      )
      .orderBy(
        funnelDaily.day,
        funnelDaily.stage,
        funnelDaily.channel,
        funnelDaily.locale,
        funnelDaily.productModel,
        funnelDaily.step,
      )
      .limit(EXPORT_PAGE);
  const first = await page(null);
  async function* lines() {
    yield `\uFEFF${['day', 'stage', 'step', 'channel', 'locale', 'product', 'count'].map(csvCell).join(',')}\r\n`;
    let rows = first;
    while (rows.length > 0) {
      yield rows
        .map(
          (row) =>
            `${[row.day, row.stage, row.step, row.channel, row.locale, row.productModel, row.count].map(csvCell).join(',')}\r\n`,
        )
        .join('');
      const last = rows.at(-1);
      if (rows.length < EXPORT_PAGE || last === undefined) return;
      rows = await page(last);
    }
  }
  return Readable.from(lines());
}

const sweptSchema = z.object({ rows: z.array(z.unknown()) });

/** Days back the lapsed-link count is recomputed each hour (a replica down a day misses none). */
export const LAPSE_RECOUNT_DAYS = 3;

/**
 * Counts the confirmation links that lapsed (`deadline_missed`) on each of the last few UTC
 * days, from the registrations still pending past their link: recomputed, not incremented,
 * so every replica may run it every hour and a day's figure stays right. Returns how many
 * daily rows it wrote.
 */
export async function countLapsedLinks(db: Database, now = new Date()): Promise<number> {
  const since = `${utcDay(new Date(now.getTime() - (LAPSE_RECOUNT_DAYS - 1) * 86_400_000))}T00:00:00.000Z`;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from funnel_daily where stage = 'deadline_missed' and day >= ${since}::date`,
    );
    const written = await tx.execute(sql`
      insert into funnel_daily (day, stage, channel, locale, product_model, step, count)
      select (expires_at at time zone 'UTC')::date, 'deadline_missed',
        case when channel = 'bulk' then 'bulk' when registrant_type = 2 then 'installer' else 'end_user' end,
        locale, product_model, 0, count(*)
      from registrations
      where confirmation_status = 'pending'
        and expires_at >= ${since}::timestamptz and expires_at < ${now.toISOString()}::timestamptz
      group by 1, 2, 3, 4, 5
      on conflict (day, stage, channel, locale, product_model, step)
      do update set count = excluded.count
      returning day`);
    return sweptSchema.parse(written).rows.length;
  });
}
