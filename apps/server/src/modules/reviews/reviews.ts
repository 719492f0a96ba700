import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CurrentUser } from '@pr/contracts';
import type { ReviewDecision, ReviewFlag, ReviewPage, ReviewRule } from '@pr/contracts/reviews';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { pointsEntries, registrationFlags, registrations } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import type { TextFallback } from '../catalog/localize';
import { recordStaffAction } from '../console/audit-log';
import type { PageCursors } from '../console/page-cursors';
import { cancelRegistrationInTransaction } from '../registrations/cancel-registration';
import { releaseHeldPoints } from '../points/points-ledger';
import type { Tx } from '../registrations/registration-row';

type FlagRow = typeof registrationFlags.$inferSelect;

function toReviewFlag(row: FlagRow): ReviewFlag {
  return {
    id: row.id,
    rule: row.rule as ReviewRule,
    params: row.params,
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    decisionReason: row.decisionReason,
  };
}

/** A registration's flags, open or decided, oldest first. */
export async function flagsOfRegistration(
  db: Pick<Database, 'select'>,
  registrationId: string,
): Promise<ReviewFlag[]> {
  const rows = await db
    .select()
    .from(registrationFlags)
    .where(eq(registrationFlags.registrationId, registrationId))
    .orderBy(asc(registrationFlags.createdAt), asc(registrationFlags.rule));
  return rows.map(toReviewFlag);
}

/** How many registrations have an open flag (the partial index of open flags serves it). */
export async function countOpenReviews(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db
    .select({
      open: sql<number>`count(distinct ${registrationFlags.registrationId})`.mapWith(Number),
    })
    .from(registrationFlags)
    .where(eq(registrationFlags.state, 'open'));
  return row?.open ?? 0;
}

/**
 * The review queue: registrations with an open flag (of `rule`, when given), the newest flag
 * first, keyed by that flag's time and the registration's id as the console's other pages.
 */
export async function listReviews(
  db: Database,
  search: { rule?: ReviewRule | undefined; after?: string | undefined; limit: number },
  cursors: PageCursors,
): Promise<ReviewPage> {
  const newestFlag = sql<Date>`max(${registrationFlags.createdAt})`
    .mapWith(registrationFlags.createdAt)
    .as('newest_flag');
  const open = db
    .select({ registrationId: registrationFlags.registrationId, newest: newestFlag })
    .from(registrationFlags)
    .where(eq(registrationFlags.state, 'open'))
    .groupBy(registrationFlags.registrationId)
    .having(
      search.rule === undefined
        ? undefined
        : sql`bool_or(${registrationFlags.rule} = ${search.rule})`,
    )
    .as('open_flags');
  const cursor = search.after === undefined ? null : cursors.decode(search.after);
  const rows = await db
    .select({ registration: registrations, newest: open.newest })
    .from(open)
    .innerJoin(registrations, eq(registrations.id, open.registrationId))
    .where(
      cursor === null
        ? undefined
        : sql`(${open.newest}, ${registrations.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    )
    .orderBy(desc(open.newest), desc(registrations.id))
    .limit(search.limit + 1);
  const page = rows.slice(0, search.limit);
  const ids = page.map((row) => row.registration.id);
  const [flags, held] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(registrationFlags)
            .where(
              and(
                inArray(registrationFlags.registrationId, ids),
                eq(registrationFlags.state, 'open'),
              ),
            )
            .orderBy(asc(registrationFlags.createdAt), asc(registrationFlags.rule)),
          db
            .select({
              registrationId: pointsEntries.registrationId,
              points: sql<number>`sum(${pointsEntries.points})`.mapWith(Number),
            })
            .from(pointsEntries)
            .where(and(inArray(pointsEntries.registrationId, ids), eq(pointsEntries.state, 'held')))
            .groupBy(pointsEntries.registrationId),
        ]);
  const last = page.at(-1);
  return {
    items: page.map(({ registration: r }) => ({
      id: r.id,
      serialNumber: r.serialNumber,
      productModel: r.productModel,
      registrantType: r.registrantType === 2 ? 2 : 1,
      company: r.installerCompanyName,
      installationDate: r.installationDate.toISOString(),
      registeredAt: r.createdAt.toISOString(),
      heldPoints: held.find((row) => row.registrationId === r.id)?.points ?? 0,
      flags: flags.filter((flag) => flag.registrationId === r.id).map(toReviewFlag),
    })),
    next:
      rows.length > search.limit && last
        ? cursors.encode({ at: last.newest.toISOString(), id: last.registration.id })
        : null,
  };
}

function notFound(): HttpError {
  return new HttpError(404, 'review_not_found', 'No registration waits for review with this id.');
}

/**
 * Closes the registration's open flags with staff's decision, locked so two staff members
 * deciding at once decide once: the second gets a 404 (nothing left to review).
 */
async function decideFlags(
  tx: Tx,
  registrationId: string,
  staff: CurrentUser,
  state: 'accepted' | 'cancelled',
  reason: string | null,
): Promise<FlagRow[]> {
  if (!isUuid(registrationId)) throw notFound();
  const decided = await tx
    .update(registrationFlags)
    .set({ state, decidedBy: staff.subject, decidedAt: new Date(), decisionReason: reason })
    .where(
      and(
        eq(registrationFlags.registrationId, registrationId),
        eq(registrationFlags.state, 'open'),
      ),
    )
    .returning();
  if (decided.length === 0) throw notFound();
  return decided;
}

/**
 * Staff find nothing wrong: the registration's flags close and, if it holds its serial, its
 * held points become available (as a confirmation releases them), all audited in one go.
 */
export async function acceptReview(
  db: Database,
  registrationId: string,
  staff: CurrentUser,
  reason: string | null,
): Promise<ReviewDecision> {
  await db.transaction(async (tx) => {
    const decided = await decideFlags(tx, registrationId, staff, 'accepted', reason);
    await releaseHeldPoints(tx, registrationId, 'reviewed', staff.subject);
    await recordStaffAction(tx, staff, {
      action: 'review_accept',
      targetType: 'registration',
      targetId: registrationId,
      reason,
      details: { rules: decided.map((flag) => flag.rule) },
    });
  });
  return { registrationId, flags: await flagsOfRegistration(db, registrationId) };
}

/**
 * Staff find the registration wrong: its flags close and it is cancelled as the console
 * cancels one (serial freed, points reversed, registrant told why), in one transaction.
 */
export async function cancelReview(
  db: Database,
  registrationId: string,
  staff: CurrentUser,
  reason: string,
  textFallback: TextFallback,
): Promise<ReviewDecision> {
  await db.transaction(async (tx) => {
    const decided = await decideFlags(tx, registrationId, staff, 'cancelled', reason);
    await cancelRegistrationInTransaction(tx, registrationId, staff, reason, textFallback, {
      action: 'review_cancel',
      details: { rules: decided.map((flag) => flag.rule) },
    });
  });
  return { registrationId, flags: await flagsOfRegistration(db, registrationId) };
}
