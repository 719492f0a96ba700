import { and, eq, inArray } from 'drizzle-orm';
import { products, registrations } from '../../db/schema';
import type { TextFallback } from '../catalog/localize';
import { registrationEvent } from '../events/domain-events';
import { recordEvents } from '../events/record-event';
import { reverseRegistrationPoints } from '../points/points-ledger';
import { mailRegistrant } from './registration-mails';
import type { RegistrationRow, Tx } from './registration-row';
import { supersession } from './registration-state';

/** Serials held for one registrant type. */
export interface HeldSerials {
  serialNumbers: string[];
  registrantType: number;
}

/** The serial a registration holds now. */
export const heldBy = (row: RegistrationRow): HeldSerials => ({
  serialNumbers: [row.serialNumber],
  registrantType: row.registrantType,
});

/**
 * The serials are now held for a registrant type: the pending registrations of others for
 * them are cancelled, and each registrant is told by e-mail why their link no longer confirms.
 */
export async function supersedePending(
  tx: Tx,
  held: HeldSerials,
  textFallback: TextFallback,
): Promise<void> {
  const cancelled = await tx
    .update(registrations)
    .set(supersession())
    .where(
      and(
        inArray(registrations.serialNumber, held.serialNumbers),
        eq(registrations.registrantType, held.registrantType),
        eq(registrations.confirmationStatus, 'pending'),
      ),
    )
    .returning();
  await recordEvents(
    tx,
    cancelled.map((row) => registrationEvent('registration.superseded', row)),
  );
  await reverseRegistrationPoints(
    tx,
    cancelled.map((row) => row.id),
    'superseded',
  );
  // An expired registration's registrant gave up on it already; nothing to tell.
  const told = cancelled.filter((row) => row.expiresAt === null || row.expiresAt > new Date());
  if (told.length === 0) return;
  const names = await tx
    .select({ model: products.model, name: products.name })
    .from(products)
    .where(inArray(products.model, [...new Set(told.map((row) => row.productModel))]));
  for (const row of told) {
    await mailRegistrant(tx, row, {
      productName: names.find((product) => product.model === row.productModel)?.name ?? {
        en: row.productModel,
      },
      textFallback,
      texts: (t) => ({ subject: t.takenMailSubject, body: t.takenMailBody }),
    });
  }
}
