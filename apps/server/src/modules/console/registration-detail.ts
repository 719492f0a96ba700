import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CurrentUser } from '@pr/contracts';
import type { RegistrationDetail, RegistrationEvent } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { mailOutbox, registrationFlags, registrations, staffActions } from '../../db/schema';
import { HttpError } from '../../plugins/error-handler';
import {
  mailRegistrant,
  productNameOf,
  type ConfirmationMailContext,
} from '../registrations/registration-mails';
import { endPendingMoves, moveRegistration } from '../registrations/move-registration';
import { HOLDING_STATUSES } from '../registrations/holding';
import type { RegistrationRow, Tx } from '../registrations/registration-row';
import { cancellation } from '../registrations/registration-state';
import { auditNameOfEmail, recordStaffAction, toAuditEntry } from './audit-log';
import { toConsoleRegistration } from './search-registrations';
import type { TextFallback } from '../catalog/localize';
import { registrationCancelled } from '../events/domain-events';
import { recordEvent } from '../events/record-event';
import { reverseRegistrationPoints } from '../points/points-ledger';
import { flagsOfRegistration } from '../reviews/reviews';

function notFound(): HttpError {
  return new HttpError(404, 'registration_not_found', 'No registration has this id.');
}

async function rowOf(db: Pick<Database, 'select'>, id: string): Promise<RegistrationRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id));
  if (!row) throw notFound();
  return row;
}

/** A registration with everything that happened to it, oldest first. */
export async function registrationDetail(db: Database, id: string): Promise<RegistrationDetail> {
  const row = await rowOf(db, id);
  const [mails, actions] = await Promise.all([
    db
      .select({ at: mailOutbox.createdAt, subject: mailOutbox.subject, to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.registrationId, id)),
    db
      .select()
      .from(staffActions)
      .where(eq(staffActions.targetId, id))
      .orderBy(asc(staffActions.at)),
  ]);
  const history: RegistrationEvent[] = [
    {
      at: row.createdAt.toISOString(),
      kind: 'created',
      channel: row.channel === 'bulk' ? 'bulk' : 'web',
    },
  ];
  if (row.confirmedAt) history.push({ at: row.confirmedAt.toISOString(), kind: 'confirmed' });
  for (const mail of mails) {
    history.push({ at: mail.at.toISOString(), kind: 'mail', to: mail.to, subject: mail.subject });
  }
  for (const entry of actions.map(toAuditEntry)) {
    history.push({
      at: entry.at,
      kind: 'staff',
      action: entry.action,
      actor: entry.actor,
      reason: entry.reason,
    });
  }
  history.sort((a, b) => a.at.localeCompare(b.at));
  return {
    ...toConsoleRegistration(row, await productNameOf(db, row.productModel)),
    street: row.street,
    houseNumber: row.houseNumber,
    locale: row.locale,
    accountSubject: row.accountSubject,
    cancelReason: row.cancelReason,
    history,
    flags: await flagsOfRegistration(db, id),
  };
}

/**
 * Cancels a registration (a squatter's, a mistake): the serial is free again, the registrant
 * is told why by mail, and the action goes to the audit log, all in one transaction.
 */
export async function cancelRegistration(
  db: Database,
  id: string,
  staff: CurrentUser,
  reason: string,
  textFallback: TextFallback,
): Promise<RegistrationDetail> {
  await db.transaction((tx) => cancelInTransaction(tx, id, staff, reason, textFallback));
  return registrationDetail(db, id);
}

/**
 * cancelRegistration inside a transaction of the caller's (a review's cancel, which records
 * its own action instead of `cancel`).
 */
export async function cancelInTransaction(
  tx: Tx,
  id: string,
  staff: CurrentUser,
  reason: string,
  textFallback: TextFallback,
  audit: { action: 'cancel' | 'review_cancel'; details?: Record<string, unknown> } = {
    action: 'cancel',
  },
): Promise<void> {
  const row = await rowOf(tx, id);
  const [cancelled] = await tx
    .update(registrations)
    .set(cancellation(reason))
    .where(
      and(
        eq(registrations.id, id),
        inArray(registrations.confirmationStatus, ['pending', ...HOLDING_STATUSES]),
      ),
    )
    .returning();
  if (!cancelled) {
    throw new HttpError(409, 'not_cancellable', 'This registration is cancelled already.');
  }
  await endPendingMoves(tx, id, reason);
  // Nothing is left to review in a cancelled registration (a review's cancel closed them first).
  await tx
    .update(registrationFlags)
    .set({
      state: 'cancelled',
      decidedBy: staff.subject,
      decidedAt: new Date(),
      decisionReason: reason,
    })
    .where(and(eq(registrationFlags.registrationId, id), eq(registrationFlags.state, 'open')));
  await reverseRegistrationPoints(tx, [id], reason, staff.subject);
  await recordEvent(tx, registrationCancelled(cancelled));
  await mailRegistrant(tx, row, {
    productName: await productNameOf(tx, row.productModel),
    textFallback,
    texts: (t) => ({ subject: t.cancelledMailSubject, body: t.cancelledMailBody }),
    values: { reason },
  });
  await recordStaffAction(tx, staff, {
    action: audit.action,
    targetType: 'registration',
    targetId: id,
    reason,
    details: {
      serialNumber: row.serialNumber,
      status: row.confirmationStatus,
      ...audit.details,
    },
  });
}

/**
 * Moves an owner's registration to another e-mail address (a dispute between owners): a new
 * registration for that address waits for its mailed link, and confirming it cancels this
 * one, which holds the serial until then. The action goes to the audit log.
 */
export async function reassignRegistration(
  db: Database,
  id: string,
  staff: CurrentUser,
  request: { email: string; reason: string },
  context: ConfirmationMailContext,
): Promise<RegistrationDetail> {
  const auditedTo = await auditNameOfEmail(db, request.email);
  const newId = await db.transaction(async (tx) => {
    const row = await rowOf(tx, id);
    // One move at a time: the owner's transfer waiting for its link ends with staff's.
    await endPendingMoves(tx, id, request.reason);
    const created = await moveRegistration(
      tx,
      row,
      { email: request.email, reason: 'reassigned' },
      context,
    );
    await recordStaffAction(tx, staff, {
      action: 'reassign',
      targetType: 'registration',
      targetId: id,
      reason: request.reason,
      details: { to: auditedTo, registrationId: created.id },
    });
    return created.id;
  });
  return registrationDetail(db, newId);
}
