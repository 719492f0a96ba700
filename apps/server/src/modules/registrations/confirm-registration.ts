import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/driver-errors';
import { hashSecretToken, isWellFormedToken } from '../../db/secret-token';
import { registrations, SERIAL_HOLDER_INDEX, type LocalizedText } from '../../db/schema';
import { registrationEvent, registrationTransferred } from '../events/domain-events';
import { recordEvent } from '../events/record-event';
import { releaseHeldPoints, reverseRegistrationPoints } from '../points/points-ledger';
import { holdingCondition } from '../../db/holding';
import { mailRegistered, productNameOf, type ConfirmationMailContext } from './registration-mails';
import type { RegistrationRow } from './registration-row';
import { cancellation, registrationStateOf, supersession } from './registration-state';
import { findSerialHolder } from './serial-holder';
import { heldBy, supersedePending } from './supersede-pending';
import { addFunnelCounts, registrationCounts } from '../funnel/funnel-counts';

/** What a confirmation link is about, as its page shows it. */
export interface ConfirmationSubject {
  serialNumber: string;
  productName: LocalizedText;
  locale: string;
}

/**
 * The registrations table keeps a hash of the mailed token; links mailed before it did carry
 * the stored value itself, so both are looked up.
 */
const byMailedToken = (token: string) =>
  inArray(registrations.confirmationToken, [hashSecretToken(token), token]);

async function describeRegistration(
  db: Pick<Database, 'select'>,
  row: { serialNumber: string; productModel: string; locale: string },
): Promise<ConfirmationSubject> {
  return {
    serialNumber: row.serialNumber,
    productName: await productNameOf(db, row.productModel),
    locale: row.locale,
  };
}

/** Where a mailed link's registration stands: one confirmed first is "taken" to its reader. */
export type LinkState = 'pending' | 'confirmed' | 'expired' | 'taken' | 'cancelled';

/** A link's registration and where it stands, or undefined for an unknown link. */
export type ConfirmationOutcome = { state: LinkState; subject: ConfirmationSubject } | undefined;

function linkStateOf(row: RegistrationRow): LinkState {
  const state = registrationStateOf(row);
  return state === 'superseded' ? 'taken' : state;
}

/** The registration a mailed token confirms, without changing it (the link's page). */
export async function findByConfirmationToken(
  db: Database,
  token: string,
): Promise<ConfirmationOutcome> {
  if (!isWellFormedToken(token)) return undefined;
  const [row] = await db.select().from(registrations).where(byMailedToken(token));
  return row
    ? { state: linkStateOf(row), subject: await describeRegistration(db, row) }
    : undefined;
}

/**
 * Confirms a registration by its mailed token, unless its link lapsed or someone else's
 * registration of the serial was confirmed first; a confirmation cancels the others. The
 * answer says where the registration stands afterwards.
 */
export async function confirmRegistration(
  db: Database,
  token: string,
  context: Pick<ConfirmationMailContext, 'textFallback' | 'publicBaseUrl'>,
): Promise<ConfirmationOutcome> {
  if (!isWellFormedToken(token)) return undefined;
  const attempt = () =>
    db.transaction(async (tx): Promise<ConfirmationOutcome> => {
      const [row] = await tx.select().from(registrations).where(byMailedToken(token)).for('update');
      if (!row) return undefined;
      const subject = await describeRegistration(tx, row);
      const state = linkStateOf(row);
      if (state !== 'pending') return { state, subject };
      let replaced: RegistrationRow | undefined;
      if (row.replacesId !== null) {
        // A move to another address (staff's reassignment, an owner's transfer): the
        // registration it replaces gives the serial up now. If staff cancelled that one
        // meanwhile, the move ends with it: the serial it freed is not this link's to take.
        [replaced] = await tx
          .update(registrations)
          .set(cancellation('Moved to another e-mail address'))
          .where(
            and(
              eq(registrations.id, row.replacesId),
              holdingCondition(registrations.confirmationStatus),
            ),
          )
          .returning();
        if (!replaced) {
          await tx
            .update(registrations)
            .set(cancellation('The registration it was moved from is cancelled'))
            .where(eq(registrations.id, row.id));
          await reverseRegistrationPoints(tx, [row.id], 'cancelled');
          return { state: 'cancelled', subject };
        }
        await reverseRegistrationPoints(tx, [replaced.id], 'moved');
      }
      if (await findSerialHolder(tx, row.serialNumber, row.registrantType)) {
        const superseded = supersession();
        await tx.update(registrations).set(superseded).where(eq(registrations.id, row.id));
        await reverseRegistrationPoints(tx, [row.id], 'superseded');
        await recordEvent(
          tx,
          registrationEvent('registration.superseded', { ...row, ...superseded }),
        );
        return { state: 'taken', subject };
      }
      const [confirmed] = await tx
        .update(registrations)
        .set({ confirmationStatus: 'confirmed', confirmedAt: new Date(), updatedAt: new Date() })
        .where(eq(registrations.id, row.id))
        .returning();
      if (confirmed) {
        await recordEvent(tx, registrationEvent('registration.confirmed', confirmed));
        await releaseHeldPoints(tx, confirmed.id);
        if (replaced) await recordEvent(tx, registrationTransferred(replaced, confirmed));
        await supersedePending(tx, heldBy(confirmed), context.textFallback);
        await mailRegistered(tx, confirmed, subject.productName, context);
        // A move's new registration was never submitted through the funnel: not counted.
        // Last, as the counter row is shared until the commit.
        if (confirmed.replacesId === null) {
          await addFunnelCounts(tx, registrationCounts([confirmed], 'confirmed'));
        }
      }
      return { state: 'confirmed', subject };
    });
  try {
    return await attempt();
  } catch (error) {
    // Another registration of the serial was confirmed at the same moment: it won.
    if (!isUniqueViolation(error, SERIAL_HOLDER_INDEX)) throw error;
    return attempt();
  }
}
