import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { RECIPIENT_TYPE, type CurrentUser } from '@pr/contracts';
import type { AdjustPoints } from '@pr/contracts/points';
import type { Database } from '../../db/client';
import {
  companies,
  incentives,
  pointsEntries,
  pointsOpenHolds,
  registrationFlags,
  registrations,
} from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import { incentiveOfRegistration } from '../certificates/registration-rewards';
import { recordStaffAction } from '../console/audit-log';
import { holdingCondition } from '../../db/holding';
import type { RegistrationRow, Tx } from '../registrations/registration-row';
import { inState } from '../registrations/registration-state';

/*
 * The ledger only ever inserts (docs/points.md). Each registration has at most one credit and
 * one reversal per state (POINTS_ONCE_INDEX), and every statement below is an
 * `insert … select … on conflict do nothing` computed from the entries already there, so
 * calling one twice, or concurrently, writes nothing more.
 */

/** Whether a registration has a flag staff have not reviewed yet: its points stay held. */
const openFlagOf = (registrationId: SQL) =>
  sql`exists (select 1 from ${registrationFlags} where ${registrationFlags.registrationId} = ${registrationId} and ${registrationFlags.state} = 'open')`;

/**
 * Credits a new installer registration with the points of its incentives, in the same
 * transaction as its row: available when it holds its serial at once, held while it waits
 * for its mailed link or for staff to review a flag of the anomaly rules (which run first).
 * Other registrations earn nothing, and neither does one without points.
 */
export async function creditRegistrations(
  tx: Tx,
  rows: readonly Pick<RegistrationRow, 'id' | 'confirmationStatus'>[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${pointsEntries} (company_id, registration_id, kind, points, state)
    select ${registrations.companyId}, ${registrations.id}, 'credit', sum(${incentives.points}),
      case when ${holdingCondition(registrations.confirmationStatus)}
        and not ${openFlagOf(sql`${registrations.id}`)} then 'available' else 'held' end
    from ${registrations}
    join ${incentives} on ${incentiveOfRegistration(RECIPIENT_TYPE.installer)}
    where ${and(
      inArray(
        registrations.id,
        rows.map((row) => row.id),
      ),
      eq(registrations.registrantType, RECIPIENT_TYPE.installer),
    )}
      and ${registrations.companyId} is not null
      and ${incentives.points} is not null
    group by ${registrations.companyId}, ${registrations.id}
    having sum(${incentives.points}) > 0
    on conflict do nothing`);
}

/**
 * A held registration now holds its serial with nothing left to review (its link was
 * followed, or staff accepted its flags): its held points become available, as a pair of
 * entries (the held ones reversed, as many credited available) since none changes. Nothing
 * while a flag is open or the registration does not hold its serial.
 */
export async function releaseHeldPoints(
  tx: Pick<Tx, 'execute'>,
  registrationId: string,
  reason: 'confirmed' | 'reviewed' = 'confirmed',
  actor: string | null = null,
): Promise<void> {
  await tx.execute(sql`
    insert into ${pointsEntries} (company_id, registration_id, kind, points, state, reason, actor)
    select company_id, registration_id, pair.kind, pair.sign * sum(points), pair.state, ${reason}, ${actor}
    from ${pointsEntries}
    cross join (values ('reversal', 'held', -1), ('credit', 'available', 1)) as pair(kind, state, sign)
    where registration_id = ${registrationId} and ${pointsEntries.state} = 'held'
      and not ${openFlagOf(sql`${registrationId}::uuid`)}
      and exists (select 1 from ${registrations} where ${registrations.id} = ${registrationId}
        and ${holdingCondition(registrations.confirmationStatus)})
    group by company_id, registration_id, pair.kind, pair.state, pair.sign
    having sum(points) > 0
    on conflict do nothing`);
}

/**
 * Registrations lost their serial (cancelled by staff, moved, superseded, lapsed): whatever
 * points they still carry, held or available, are taken back by a reversal each.
 */
export async function reverseRegistrationPoints(
  tx: Pick<Tx, 'execute'>,
  registrationIds: readonly string[],
  reason: string,
  actor: string | null = null,
): Promise<void> {
  if (registrationIds.length === 0) return;
  await tx.execute(sql`
    insert into ${pointsEntries} (company_id, registration_id, kind, points, state, reason, actor)
    select company_id, registration_id, 'reversal', -sum(points), ${pointsEntries.state}, ${reason}, ${actor}
    from ${pointsEntries}
    where ${inArray(pointsEntries.registrationId, [...registrationIds])}
    group by company_id, registration_id, ${pointsEntries.state}
    having sum(points) > 0
    on conflict do nothing`);
}

/**
 * A link nobody followed in time confirms nothing any more, and no change of the registration
 * says so: the held points of lapsed registrations are reversed when a balance is
 * read (of `companyId`, or of every company), so a balance never counts them. Only the
 * registrations with points still held are looked at (points_open_holds), however long the
 * company's ledger.
 */
export async function reverseLapsedHolds(
  tx: Pick<Tx, 'execute' | 'select'>,
  companyId: string | null,
): Promise<void> {
  const lapsed = await tx
    .select({ id: registrations.id })
    .from(pointsOpenHolds)
    .innerJoin(registrations, eq(registrations.id, pointsOpenHolds.registrationId))
    .where(
      and(
        companyId === null ? undefined : eq(pointsOpenHolds.companyId, companyId),
        inState('expired'),
      ),
    );
  await reverseRegistrationPoints(
    tx,
    lapsed.map((row) => row.id),
    'expired',
  );
}

/** Staff add or take away points, with a reason; the audit log records it beside the entry. */
export async function adjustPoints(
  db: Database,
  staff: CurrentUser,
  adjustment: AdjustPoints,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select({ status: companies.status })
      .from(companies)
      .where(eq(companies.id, adjustment.companyId));
    if (!company) throw new HttpError(404, 'unknown_company', 'No company has this id.');
    // A pending application may be withdrawn, which deletes its row: it has no ledger yet.
    if (company.status !== 'approved') {
      throw new HttpError(409, 'company_not_approved', 'Only an approved company has points.');
    }
    await tx.insert(pointsEntries).values({
      companyId: adjustment.companyId,
      kind: 'adjustment',
      points: adjustment.points,
      state: 'available',
      reason: adjustment.reason,
      actor: staff.subject,
    });
    await recordStaffAction(tx, staff, {
      action: 'points_adjust',
      targetType: 'company',
      targetId: adjustment.companyId,
      reason: adjustment.reason,
      details: { points: adjustment.points },
    });
  });
}
