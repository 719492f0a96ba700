import { sql } from 'drizzle-orm';
import { RECIPIENT_TYPE, type FunnelChannel, type FunnelStage, type QrSource } from '@pr/contracts';
import type { Database } from '../../db/client';
import type { registrations } from '../../db/schema';

/**
 * One increment of the funnel's daily counters. The product is named by its model, or by a
 * device's serial that the statement turns into its model: the serial itself is never stored.
 */
export interface FunnelCount {
  stage: FunnelStage;
  channel: FunnelChannel | QrSource | '';
  locale: string;
  step?: number;
  productModel?: string | null;
  serialNumber?: string | null;
  count?: number;
  /** The UTC day, today's when absent (yyyy-mm-dd). */
  day?: string;
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Adds the counts in one statement, in the caller's transaction when it has one: the rows of
 * a key are summed first, then `on conflict … count + excluded.count`. A model the catalog
 * does not have (a beacon may send anything) is kept as '' (unknown), so an anonymous caller
 * cannot add rows of its own invention beyond the locales, steps and channels the contract allows.
 */
export async function addFunnelCounts(
  db: Pick<Database, 'execute'>,
  counts: readonly FunnelCount[],
  now = new Date(),
): Promise<void> {
  if (counts.length === 0) return;
  const today = utcDay(now);
  const rows = counts.map((count) => ({
    day: count.day ?? today,
    stage: count.stage,
    channel: count.channel,
    locale: count.locale,
    step: count.step ?? 0,
    model: count.productModel ?? null,
    serial: count.serialNumber ?? null,
    n: count.count ?? 1,
  }));
  await db.execute(sql`
    insert into funnel_daily as f (day, stage, channel, locale, product_model, step, count)
    select x.day, x.stage, x.channel, x.locale,
      coalesce(
        (select d.product_model from devices d where d.serial_number = x.serial),
        (select p.model from products p where p.model = x.model),
        ''),
      x.step, sum(x.n)
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as x(day date, stage text, channel text, locale text, step smallint, model text, serial text, n bigint)
    group by 1, 2, 3, 4, 5, 6
    order by 1, 2, 3, 4, 5, 6
    on conflict (day, stage, channel, locale, product_model, step)
    do update set count = f.count + excluded.count`);
}

type RegistrationRow = Pick<
  typeof registrations.$inferSelect,
  'channel' | 'registrantType' | 'locale' | 'productModel' | 'createdAt'
>;

/** The funnel's channel of a stored registration; `api` when an API client sent it. */
export function registrationChannel(row: RegistrationRow, viaApiClient = false): FunnelChannel {
  if (row.channel === 'bulk') return 'bulk';
  if (viaApiClient) return 'api';
  return row.registrantType === RECIPIENT_TYPE.installer ? 'installer' : 'end_user';
}

/**
 * The counts of registrations reaching `stage`, one per row (summed by the statement), on the
 * UTC day each was submitted: a confirmation days later still counts with its submission, so
 * a period's confirmed registrations are among its submitted ones, as the overview's
 * confirmation rate reads them (issue 48: counted on the day of the confirmation, a period
 * could show more confirmed than submitted).
 */
export function registrationCounts(
  rows: readonly RegistrationRow[],
  stage: Extract<FunnelStage, 'submitted' | 'confirmed'>,
  viaApiClient = false,
): FunnelCount[] {
  return rows.map((row) => ({
    stage,
    channel: registrationChannel(row, viaApiClient),
    locale: row.locale,
    productModel: row.productModel,
    day: utcDay(row.createdAt),
  }));
}

/** A registration's counts when it is stored: submitted, and confirmed when it holds at once. */
export function storedCounts(
  rows: readonly (RegistrationRow & { confirmationStatus: string })[],
  viaApiClient = false,
): FunnelCount[] {
  return [
    ...registrationCounts(rows, 'submitted', viaApiClient),
    ...registrationCounts(
      rows.filter((row) => row.confirmationStatus !== 'pending'),
      'confirmed',
      viaApiClient,
    ),
  ];
}
