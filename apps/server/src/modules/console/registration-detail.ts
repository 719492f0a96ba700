import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { CurrentUser } from '@pr/contracts';
import {
  STAFF_READS,
  type RegistrationDetail,
  type RegistrationEvent,
} from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { mailOutbox, staffActions } from '../../db/schema';
import { productNameOf, type ConfirmationMailContext } from '../registrations/registration-mails';
import { endPendingMoves, moveRegistration } from '../registrations/move-registration';
import { cancelRegistrationInTransaction } from '../registrations/cancel-registration';
import { registrationById } from '../registrations/registration-by-id';
import { auditNameOfEmail, recordStaffAction, toAuditEntry } from './audit-log';
import { toConsoleRegistration } from './search-registrations';
import type { TextFallback } from '../catalog/localize';
import { flagsOfRegistration } from '../reviews/reviews';

/** A registration with everything that happened to it, oldest first. */
export async function registrationDetail(db: Database, id: string): Promise<RegistrationDetail> {
  const row = await registrationById(db, id);
  const [mails, actions] = await Promise.all([
    db
      .select({ at: mailOutbox.createdAt, subject: mailOutbox.subject, to: mailOutbox.to })
      .from(mailOutbox)
      .where(eq(mailOutbox.registrationId, id)),
    db
      .select()
      .from(staffActions)
      // What staff changed; their reads are in the audit log only.
      .where(and(eq(staffActions.targetId, id), notInArray(staffActions.action, [...STAFF_READS])))
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
  await db.transaction((tx) =>
    cancelRegistrationInTransaction(tx, id, staff, reason, textFallback),
  );
  return registrationDetail(db, id);
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
    const row = await registrationById(tx, id);
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
