import { Readable } from 'node:stream';
import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  FUNNEL_SKIPPABLE_STEPS,
  STEP_NUMBERS,
  type Funnel,
  type FunnelBar,
  type FunnelChannel,
  type FunnelQuery,
  type FunnelStage,
  type RegistrationTotals,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import { funnelDaily, funnelDailyTotals, products } from '../../db/schema';

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

function filtersOf(
  query: Pick<FunnelQuery, 'locale' | 'productModel'>,
  period: { from: string; to: string },
): SQL | undefined {
  return and(
    gte(funnelDaily.day, period.from),
    lte(funnelDaily.day, period.to),
    query.locale === undefined ? undefined : eq(funnelDaily.locale, query.locale),
    query.productModel === undefined ? undefined : eq(funnelDaily.productModel, query.productModel),
  );
}

/** The flows whose visits pass the steps; bulk imports and API clients pass none. */
const STEP_CHANNELS: readonly string[] = ['end_user', 'installer'] satisfies FunnelChannel[];

interface CountRow {
  stage: string;
  step: number;
  channel: string;
  count: number;
}

/**
 * Submitted and confirmed of the rows whose channel `counts`: the one definition of the
 * funnel's registrations and of the overview's confirmation rate.
 */
function registrationTotals(
  rows: readonly CountRow[],
  counts: (channel: string) => boolean,
): RegistrationTotals {
  const sum = (stage: FunnelStage) =>
    rows
      .filter((row) => row.stage === stage && counts(row.channel))
      .reduce((sum, row) => sum + row.count, 0);
  return { submitted: sum('submitted'), confirmed: sum('confirmed') };
}

type Filter = Pick<FunnelQuery, 'locale' | 'productModel'>;

/**
 * The counts of a filter and period per stage, step and channel: one grouped query over the
 * day range of a primary key. Without a locale or product it reads the day totals (a few
 * dozen rows a day, kept by funnel_daily's triggers), else the daily counters themselves.
 */
function countRows(
  db: Database,
  query: Filter,
  period: { from: string; to: string },
  stages?: FunnelStage[],
): Promise<CountRow[]> {
  if (query.locale === undefined && query.productModel === undefined) {
    const t = funnelDailyTotals;
    return db
      .select({
        stage: t.stage,
        step: t.step,
        channel: t.channel,
        count: sql<number>`sum(${t.count})::bigint`.mapWith(Number),
      })
      .from(t)
      .where(
        and(
          gte(t.day, period.from),
          lte(t.day, period.to),
          stages === undefined ? undefined : inArray(t.stage, stages),
        ),
      )
      .groupBy(t.stage, t.step, t.channel);
  }
  const f = funnelDaily;
  return db
    .select({
      stage: f.stage,
      step: f.step,
      channel: f.channel,
      count: sql<number>`sum(${f.count})::bigint`.mapWith(Number),
    })
    .from(f)
    .where(
      and(filtersOf(query, period), stages === undefined ? undefined : inArray(f.stage, stages)),
    )
    .groupBy(f.stage, f.step, f.channel);
}

/**
 * Registrations submitted in a period (UTC days, both included) and, of them, confirmed, in
 * every channel: the overview's confirmation rate, from the funnel's own counters so that it
 * and the funnel of the same period say the same.
 */
export async function periodRegistrations(
  db: Database,
  period: { from: string; to: string },
): Promise<RegistrationTotals> {
  const rows = await countRows(db, {}, period, ['submitted', 'confirmed']);
  return registrationTotals(rows, () => true);
}

/**
 * The funnel of a filter, from the daily counters: one grouped query over the primary key's
 * day range, whatever the number of events behind it. The chain is the steps of the owner
 * and installer flows, then their registrations submitted and confirmed; QR codes opened and
 * serials found are entries beside it (a visitor may type the serial, and a look-up counts
 * every repeat), null with a channel filter; bulk imports and API clients pass no step.
 */
export async function funnelReport(
  db: Database,
  query: FunnelQuery,
  now = new Date(),
): Promise<Funnel> {
  const period = funnelPeriod(query, now);
  const [rows, catalog] = await Promise.all([
    countRows(db, query, period),
    db.select({ model: products.model }).from(products).orderBy(asc(products.model)),
  ]);
  const { channel } = query;
  const sum = (match: (row: CountRow) => boolean) =>
    rows.filter(match).reduce((sum, row) => sum + row.count, 0);
  const ofFilter = (rowChannel: string) => channel === undefined || rowChannel === channel;
  const ofChain = (rowChannel: string) =>
    ofFilter(rowChannel) && STEP_CHANNELS.includes(rowChannel);
  const anonymous = (value: number) => (channel === undefined ? value : null);
  const chain = registrationTotals(rows, ofChain);
  const qrOpened = sum((row) => row.stage === 'qr_opened' && row.channel === 'deep_link');
  const bars: FunnelBar[] = [
    ...STEP_NUMBERS.map((step) => ({
      stage: 'step_reached' as const,
      step,
      count: sum(
        (row) => row.stage === 'step_reached' && row.step === step && ofChain(row.channel),
      ),
      skippable: FUNNEL_SKIPPABLE_STEPS.includes(step),
    })),
    { stage: 'submitted', step: null, count: chain.submitted, skippable: false },
    { stage: 'confirmed', step: null, count: chain.confirmed, skippable: false },
  ];
  return {
    ...period,
    qrOpened: anonymous(qrOpened),
    // A part never above its total; rows written before issue 48 could be (qr-opens.ts).
    qrViaGs1: anonymous(
      Math.min(
        qrOpened,
        sum((row) => row.stage === 'qr_opened' && row.channel === 'gs1'),
      ),
    ),
    lookupsFound: anonymous(sum((row) => row.stage === 'lookup_found')),
    bars,
    withoutSteps: registrationTotals(
      rows,
      (rowChannel) => ofFilter(rowChannel) && !STEP_CHANNELS.includes(rowChannel),
    ),
    registrations: registrationTotals(rows, ofFilter),
    deadlineMissed: sum((row) => row.stage === 'deadline_missed' && ofFilter(row.channel)),
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
