import { and, eq, inArray } from 'drizzle-orm';
import type { CurrentUser } from '@pr/contracts';
import { registrationFlags, registrations } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import type { TextFallback } from '../catalog/localize';
import { recordStaffAction } from '../console/audit-log';
import { registrationCancelled } from '../events/domain-events';
import { recordEvent } from '../events/record-event';
import { reverseRegistrationPoints } from '../points/points-ledger';
import { HOLDING_STATUSES } from '../../db/holding';
import { endPendingMoves } from './move-registration';
import { registrationById } from './registration-by-id';
import { mailRegistrant, productNameOf } from './registration-mails';
import type { Tx } from './registration-row';
import { cancellation } from './registration-state';

/**
 * Staff cancel a registration (a squatter's, a mistake) inside the caller's transaction: the
 * serial is free again, its points are reversed, the registrant is told why by mail, and the
 * action goes to the audit log. The console's cancel records `cancel`; a review's cancel
 * records its own action instead.
 */
export async function cancelRegistrationInTransaction(
  tx: Tx,
  id: string,
  staff: CurrentUser,
  reason: string,
  textFallback: TextFallback,
  audit: { action: 'cancel' | 'review_cancel'; details?: Record<string, unknown> } = {
    action: 'cancel',
  },
): Promise<void> {
  const row = await registrationById(tx, id);
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
