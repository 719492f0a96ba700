import { sql, type SQL } from 'drizzle-orm';
import { incentiveOfRegistration } from '../certificates/registration-rewards';
import { registrations } from '../../db/schema';
import type { Tx } from '../registrations/registration-row';

/** The numbers of the anomaly rules (REVIEW_* settings, docs/configuration.md). */
export interface ReviewThresholds {
  /** A company's registrations in a day beyond which its new ones are unusual, at least. */
  companyDayMin: number;
  /** … or beyond this many times its mean per day over the 30 days before, if more. */
  companyDayFactor: number;
  /** The last days of an incentive's registration window that are "just before its deadline". */
  deadlineDays: number;
  /** A company's registrations in a day just before a deadline beyond which they are unusual. */
  deadlinePerDay: number;
  /** Cancellations of a serial within `serialDays` from which registering it again is unusual. */
  serialCancellations: number;
  serialDays: number;
  /** Anonymous registrations from one network within an hour beyond which they are unusual. */
  anonymousPerNetworkPerHour: number;
}

/** Days the mean of a company's usual volume is taken over. */
export const USUAL_VOLUME_DAYS = 30;

const utcDay = (column: SQL) => sql`(${column} at time zone 'UTC')::date`;
const today = sql`(now() at time zone 'UTC')::date`;

/**
 * Flags the registrations just stored (`ids`, in their own transaction) that a rule finds
 * unusual: one statement per rule whatever the number of rows (a bulk import stores
 * thousands), each an `insert … select … on conflict do nothing`. A flagged registration's
 * points are credited held (docs/points.md), so this runs before creditRegistrations.
 * `networkHash` is the keyed hash of an anonymous registration's network, null otherwise.
 */
export async function flagAnomalies(
  tx: Pick<Tx, 'execute'>,
  ids: readonly string[],
  thresholds: ReviewThresholds,
  networkHash: string | null = null,
): Promise<void> {
  if (ids.length === 0) return;
  // One JSON parameter, however many rows: a 10,000-row batch would not fit in bind parameters.
  const fresh = sql`(select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`;

  // 1. A company registering far more than on a usual day (UTC days).
  await tx.execute(sql`
    with volume as (
      select company.id as company_id,
        count(*) filter (where ${utcDay(sql`r.created_at`)} = ${today}) as today,
        count(*) filter (where ${utcDay(sql`r.created_at`)} < ${today}) as before
      from (select distinct company_id as id from registrations where id in ${fresh}) as company
      join registrations r on r.company_id = company.id
        and r.created_at >= ((${today} - ${USUAL_VOLUME_DAYS}::int)::timestamp at time zone 'UTC')
      where company.id is not null
      group by company.id
    )
    insert into registration_flags (registration_id, rule, params)
    select r.id, 'company_volume', jsonb_build_object(
      'count', volume.today,
      'usual', round(volume.before / ${USUAL_VOLUME_DAYS}::numeric, 1),
      'limit', greatest(${thresholds.companyDayMin}::int,
        floor(${thresholds.companyDayFactor}::int * volume.before / ${USUAL_VOLUME_DAYS}::numeric)))
    from registrations r
    join volume on volume.company_id = r.company_id
    where r.id in ${fresh}
      and volume.today > greatest(${thresholds.companyDayMin}::int,
        ${thresholds.companyDayFactor}::int * volume.before / ${USUAL_VOLUME_DAYS}::numeric)
    on conflict do nothing`);

  // 2. Installed before the device was made or shipped, when the catalog says when.
  await tx.execute(sql`
    insert into registration_flags (registration_id, rule, params)
    select r.id, fact.rule, jsonb_build_object(
      'installedOn', ${utcDay(sql`r.installation_date`)}::text, 'date', fact.day::text)
    from registrations r
    join devices d on d.serial_number = r.serial_number
    cross join lateral (values ('before_manufacture', d.manufactured_on), ('before_shipment', d.shipped_on))
      as fact(rule, day)
    where r.id in ${fresh}
      and fact.day is not null
      and ${utcDay(sql`r.installation_date`)} < fact.day
    on conflict do nothing`);

  // 3. A company registering many devices on the last days of an incentive's window: the
  // registrations it made today that earn an incentive with at most `deadlineDays` to spare.
  await tx.execute(sql`
    with near as (
      select ${registrations.id} as id, ${registrations.companyId} as company_id,
        min(${sql.raw('incentives.registration_window_days')}
          - (${utcDay(sql`${registrations.createdAt}`)} - ${utcDay(sql`${registrations.installationDate}`)}))
          as days_left
      from ${registrations}
      join incentives on ${incentiveOfRegistration(sql`${registrations.registrantType}`)}
      where ${registrations.companyId} in (
          select company_id from registrations where id in ${fresh} and company_id is not null)
        and ${utcDay(sql`${registrations.createdAt}`)} = ${today}
        and incentives.registration_window_days is not null
        and ${utcDay(sql`${registrations.createdAt}`)} - ${utcDay(sql`${registrations.installationDate}`)}
          > incentives.registration_window_days - ${thresholds.deadlineDays}::int
      group by ${registrations.id}, ${registrations.companyId}
    ),
    per_company as (select company_id, count(*) as count from near group by company_id)
    insert into registration_flags (registration_id, rule, params)
    select near.id, 'deadline_rush', jsonb_build_object(
      'count', per_company.count, 'limit', ${thresholds.deadlinePerDay}::int,
      'daysLeft', near.days_left)
    from near
    join per_company on per_company.company_id = near.company_id
    where near.id in ${fresh} and per_company.count > ${thresholds.deadlinePerDay}::int
    on conflict do nothing`);

  // 4. A serial cancelled and registered again, repeatedly.
  await tx.execute(sql`
    insert into registration_flags (registration_id, rule, params)
    select r.id, 'serial_churn', jsonb_build_object(
      'count', churn.count, 'days', ${thresholds.serialDays}::int)
    from registrations r
    cross join lateral (
      select count(*) as count from registrations other
      where other.serial_number = r.serial_number
        and other.confirmation_status = 'cancelled'
        and other.cancelled_at > now() - make_interval(days => ${thresholds.serialDays}::int)
    ) as churn
    where r.id in ${fresh} and churn.count >= ${thresholds.serialCancellations}::int
    on conflict do nothing`);

  // 5. Many anonymous registrations from one network within an hour.
  if (networkHash === null) return;
  await tx.execute(sql`
    insert into registration_networks (registration_id, network_hash)
    select value::uuid, ${networkHash}::text from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)
    on conflict do nothing`);
  await tx.execute(sql`
    with recent as (
      select count(*) as count from registration_networks
      where network_hash = ${networkHash}::text and created_at > now() - interval '1 hour'
    )
    insert into registration_flags (registration_id, rule, params)
    select r.id, 'anonymous_network', jsonb_build_object(
      'count', recent.count, 'limit', ${thresholds.anonymousPerNetworkPerHour}::int)
    from registrations r cross join recent
    where r.id in ${fresh} and recent.count > ${thresholds.anonymousPerNetworkPerHour}::int
    on conflict do nothing`);
}

/** The keyed hashes of networks older than the retention are deleted (hourly). */
export async function deleteOldNetworkHashes(
  db: Pick<Tx, 'execute'>,
  retentionHours: number,
): Promise<void> {
  await db.execute(sql`
    delete from registration_networks
    where created_at < now() - make_interval(hours => ${retentionHours}::int)`);
}
