import { and, eq, sql } from 'drizzle-orm';
import { normalizeEmail, RECIPIENT_TYPE } from '@pr/contracts';
import { hashSecretToken, newSecretToken } from '../../db/secret-token';
import { registrations, transferRequests } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import {
  mailConfirmationLink,
  productNameOf,
  type ConfirmationMailContext,
} from './registration-mails';
import type { RegistrationRow, Tx } from './registration-row';
import { cancellation, registrationStateOf } from './registration-state';
import type { RegistrationTexts } from './registration-texts';
import { registrationStored } from '../events/domain-events';
import { recordEvents } from '../events/record-event';
import { reverseRegistrationPoints } from '../points/points-ledger';

/** Why a registration moves to another address: it decides the recipient's mail. */
export type MoveReason = 'reassigned' | 'transferred';

/**
 * Moves a confirmed owner registration to another e-mail address: the device and its
 * installation (product, day, postal area), nothing of the previous owner, wait for that
 * address's mailed link, and confirming it cancels `row`, which holds the serial until
 * then (the history keeps both). Used by staff in a dispute and by owners handing a device on.
 */
export async function moveRegistration(
  tx: Tx,
  row: RegistrationRow,
  to: { email: string; reason: MoveReason; firstName?: string; lastName?: string },
  context: ConfirmationMailContext,
): Promise<RegistrationRow> {
  if (
    row.registrantType !== RECIPIENT_TYPE.endCustomer ||
    registrationStateOf(row) !== 'confirmed'
  ) {
    throw new HttpError(
      409,
      'not_movable',
      'Only a confirmed owner registration can be moved to another e-mail address.',
    );
  }
  if (row.endUserEmail !== null && normalizeEmail(row.endUserEmail) === normalizeEmail(to.email)) {
    throw new HttpError(
      400,
      'same_email',
      'The device is already registered with this e-mail address.',
      [
        {
          path: 'body/email',
          message: 'The device is already registered with this e-mail address.',
        },
      ],
    );
  }
  const token = newSecretToken();
  const [created] = await tx
    .insert(registrations)
    .values({
      serialNumber: row.serialNumber,
      registrantType: row.registrantType,
      productModel: row.productModel,
      installationDate: row.installationDate,
      // The installation's place as erasure keeps it: street and names are the previous
      // owner's, and the new one gives their own (a transfer request carries them).
      street: '',
      houseNumber: '',
      locality: row.locality,
      postalCode: row.postalCode,
      country: row.country,
      stateOrProvince: row.stateOrProvince,
      addressSource: row.addressSource,
      endUserEmail: to.email,
      endUserFirstName: to.firstName ?? null,
      endUserLastName: to.lastName ?? null,
      locale: row.locale,
      channel: row.channel,
      confirmationStatus: 'pending',
      confirmationToken: hashSecretToken(token),
      expiresAt: sql`now() + make_interval(hours => ${context.pendingTtlHours})`,
      replacesId: row.id,
    })
    .returning();
  if (!created) throw new Error('moved registration not stored');
  await recordEvents(tx, registrationStored(created));
  // A transfer says so; a reassignment by staff asks to confirm as a registration does.
  const transferMail = (t: RegistrationTexts) => ({
    subject: t.transferMailSubject,
    body: t.transferMailBody,
  });
  const productName = await productNameOf(tx, row.productModel);
  const mail = to.reason === 'transferred' ? transferMail : undefined;
  await mailConfirmationLink(tx, created, productName, token, context, mail);
  return created;
}

/**
 * Ends every move of registration `id` still waiting (a transfer, a reassignment) and closes
 * the requests to its owner: staff cancelled it or move it elsewhere, and a link mailed
 * earlier must not take the serial back.
 */
export async function endPendingMoves(tx: Tx, id: string, reason: string): Promise<void> {
  const ended = await tx
    .update(registrations)
    .set(cancellation(reason))
    .where(and(eq(registrations.replacesId, id), eq(registrations.confirmationStatus, 'pending')))
    .returning({ id: registrations.id });
  await reverseRegistrationPoints(
    tx,
    ended.map((row) => row.id),
    reason,
  );
  await tx
    .update(transferRequests)
    .set({ expiresAt: sql`now()` })
    .where(and(eq(transferRequests.registrationId, id), eq(transferRequests.status, 'pending')));
}
