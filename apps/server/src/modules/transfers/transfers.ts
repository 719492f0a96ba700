import { and, eq, gt, sql } from 'drizzle-orm';
import {
  normalizeEmail,
  RECIPIENT_TYPE,
  type CurrentUser,
  type TransferRecipient,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { hashSecretToken, isWellFormedToken, newSecretToken } from '../../db/secret-token';
import {
  normalizedEmail,
  registrations,
  transferRequests,
  type LocalizedText,
} from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import { isHoldingStatus } from '../../db/holding';
import { moveRegistration } from '../registrations/move-registration';
import {
  mailRegistrant,
  productNameOf,
  refuseMailFlood,
  type ConfirmationMailContext,
} from '../registrations/registration-mails';
import { findSerialHolder } from '../registrations/serial-holder';
import { isUsersRegistration } from '../registrations/whose-registration';

export interface TransferContext extends ConfirmationMailContext {
  mailsPerRecipientPerDay: number;
}

/**
 * An owner hands their registration on to `recipient`, who confirms by mail; until then the
 * owner keeps it. Anyone else's registration is as unknown as a missing one.
 */
export async function transferRegistration(
  db: Database,
  user: CurrentUser,
  registrationId: string,
  recipient: TransferRecipient,
  context: TransferContext,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = isUuid(registrationId)
      ? await tx
          .select()
          .from(registrations)
          .where(eq(registrations.id, registrationId))
          .for('update')
      : [];
    if (
      !row ||
      row.registrantType !== RECIPIENT_TYPE.endCustomer ||
      !isUsersRegistration(row, user, null)
    ) {
      throw new HttpError(404, 'unknown_registration', 'You have no registration with this id.');
    }
    await refuseMailFlood(tx, recipient.email, context.mailsPerRecipientPerDay);
    const moved = await moveRegistration(tx, row, { ...recipient, reason: 'transferred' }, context);
    return moved.id;
  });
}

/** Hours a transfer request's link stays valid for the owner: a week to read one's mail. */
const REQUEST_TTL_HOURS = 7 * 24;

/**
 * Someone who found a device registered by another owner asks them for it: the owner gets a
 * link to approve, in their registration's language; the requester learns nothing of them. A
 * repeated request while one is open mails nothing more.
 */
export async function requestTransfer(
  db: Database,
  serialNumber: string,
  requester: TransferRecipient,
  context: TransferContext,
): Promise<void> {
  await db.transaction(async (tx) => {
    const holder = await findSerialHolder(tx, serialNumber, RECIPIENT_TYPE.endCustomer);
    if (!holder?.endUserEmail) {
      throw new HttpError(
        409,
        'not_registered',
        'This device is not registered by an owner: register it yourself.',
      );
    }
    // The owner asking for their own device gets the answer anyone gets: a different one
    // would tell whoever tries an address whether it owns the serial.
    if (normalizeEmail(holder.endUserEmail) === normalizeEmail(requester.email)) return;
    const [open] = await tx
      .select({ id: transferRequests.id })
      .from(transferRequests)
      .where(
        and(
          eq(transferRequests.registrationId, holder.id),
          eq(normalizedEmail(transferRequests.requesterEmail), normalizeEmail(requester.email)),
          eq(transferRequests.status, 'pending'),
          gt(transferRequests.expiresAt, sql`now()`),
        ),
      );
    if (open) return;
    await refuseMailFlood(tx, holder.endUserEmail, context.mailsPerRecipientPerDay);
    const token = newSecretToken();
    await tx.insert(transferRequests).values({
      registrationId: holder.id,
      requesterEmail: requester.email,
      requesterFirstName: requester.firstName,
      requesterLastName: requester.lastName,
      tokenHash: hashSecretToken(token),
      expiresAt: sql`now() + make_interval(hours => ${REQUEST_TTL_HOURS})`,
    });
    await mailRegistrant(tx, holder, {
      productName: await productNameOf(tx, holder.productModel),
      textFallback: context.textFallback,
      texts: (t) => ({ subject: t.requestMailSubject, body: t.requestMailBody }),
      hours: REQUEST_TTL_HOURS,
      values: {
        requester: requesterOf(requester),
        link: `${context.publicBaseUrl}/api/transfer-requests/${token}`,
      },
    });
  });
}

/**
 * Who asks, as the owner reads it: the requester's e-mail address alone. A name is typed
 * freely ("Calora customer service") and would lend the request an authority it has not.
 */
const requesterOf = (requester: { email: string }) => requester.email;

/** What a transfer request's link is about, as its page shows it. */
export interface TransferRequestSubject {
  state: 'pending' | 'approved' | 'closed';
  requester: string;
  serialNumber: string;
  productName: LocalizedText;
  /** The owner's registration's locale: the page speaks their language. */
  locale: string;
}

async function requestOf(db: Pick<Database, 'select'>, token: string, forUpdate: boolean) {
  const query = db
    .select({ request: transferRequests, registration: registrations })
    .from(transferRequests)
    .innerJoin(registrations, eq(registrations.id, transferRequests.registrationId))
    .where(eq(transferRequests.tokenHash, hashSecretToken(token)));
  const [found] = forUpdate ? await query.for('update') : await query;
  return found;
}

type FoundRequest = NonNullable<Awaited<ReturnType<typeof requestOf>>>;

async function subjectOf(
  db: Pick<Database, 'select'>,
  { request, registration }: FoundRequest,
  state: TransferRequestSubject['state'],
): Promise<TransferRequestSubject> {
  return {
    state,
    requester: requesterOf({ email: request.requesterEmail }),
    serialNumber: registration.serialNumber,
    productName: await productNameOf(db, registration.productModel),
    locale: registration.locale,
  };
}

/** Open while pending, unexpired, and the owner still holds the registration. */
function stateOf({ request, registration }: FoundRequest): TransferRequestSubject['state'] {
  if (request.status === 'approved') return 'approved';
  const held = isHoldingStatus(registration.confirmationStatus);
  return held && request.expiresAt > new Date() ? 'pending' : 'closed';
}

/** The request a mailed token names, without changing it (the link's page). */
export async function findTransferRequest(
  db: Database,
  token: string,
): Promise<TransferRequestSubject | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  const found = await requestOf(db, token, false);
  return found ? subjectOf(db, found, stateOf(found)) : undefined;
}

/**
 * The owner approves: the registration moves to the requester's address, where it waits for
 * the requester's own confirmation (which cancels the owner's registration).
 */
export async function approveTransferRequest(
  db: Database,
  token: string,
  context: ConfirmationMailContext,
): Promise<TransferRequestSubject | undefined> {
  if (!isWellFormedToken(token)) return undefined;
  return db.transaction(async (tx) => {
    const found = await requestOf(tx, token, true);
    if (!found) return undefined;
    const state = stateOf(found);
    if (state !== 'pending') return subjectOf(tx, found, state);
    const { request, registration } = found;
    await moveRegistration(
      tx,
      registration,
      {
        email: request.requesterEmail,
        firstName: request.requesterFirstName,
        lastName: request.requesterLastName,
        reason: 'transferred',
      },
      context,
    );
    await tx
      .update(transferRequests)
      .set({ status: 'approved', approvedAt: new Date() })
      .where(eq(transferRequests.id, request.id));
    return subjectOf(tx, found, 'approved');
  });
}
