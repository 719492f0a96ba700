import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  RECIPIENT_TYPE,
  type CurrentUser,
  type MyRegistration,
  type MyRegistrationStatus,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import { products, registrations } from '../../db/schema';
import { localize, type TextFallback } from '../catalog/localize';
import type { CertificateIds } from '../certificates/certificate-id';
import { rewardsOfRegistration } from '../certificates/registration-rewards';
import { inState } from './registration-state';
import { ownerRegistrationsOf } from './whose-registration';

/** "Mes produits" lists the newest this many: an owner has a few devices, not thousands. */
const MAX_LISTED = 200;

export interface TextLanguage {
  language: string;
  textFallback: TextFallback;
}

/** The signed-in owner's registrations, pending (link not lapsed) or confirmed, newest first. */
export async function findMyRegistrations(
  db: Database,
  user: CurrentUser,
  certificateIds: CertificateIds,
  { language, textFallback }: TextLanguage,
): Promise<MyRegistration[]> {
  const rewards = rewardsOfRegistration(RECIPIENT_TYPE.endCustomer);
  // The newest transfer still waiting for its recipient, if any.
  const transfer = alias(registrations, 'transfer');
  const newestPendingTransfer = db
    .select({ email: transfer.endUserEmail })
    .from(transfer)
    .where(and(eq(transfer.replacesId, registrations.id), inState('pending', transfer)))
    .orderBy(desc(transfer.createdAt))
    .limit(1);
  const pendingTransferTo = sql<string | null>`(${newestPendingTransfer})`;
  const rows = await db
    .select({
      id: registrations.id,
      serialNumber: registrations.serialNumber,
      productName: products.name,
      imageUrl: products.imageUrl,
      confirmationStatus: registrations.confirmationStatus,
      installationDate: registrations.installationDate,
      createdAt: registrations.createdAt,
      street: registrations.street,
      houseNumber: registrations.houseNumber,
      postalCode: registrations.postalCode,
      locality: registrations.locality,
      country: registrations.country,
      rewards,
      pendingTransferTo,
    })
    .from(registrations)
    .innerJoin(products, eq(products.model, registrations.productModel))
    .where(
      and(
        eq(registrations.registrantType, RECIPIENT_TYPE.endCustomer),
        ownerRegistrationsOf(user),
        or(inState('confirmed'), inState('pending')),
      ),
    )
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(MAX_LISTED);
  return rows.map((row) => {
    const status: MyRegistrationStatus =
      row.confirmationStatus === 'pending' ? 'pending' : 'confirmed';
    return {
      id: row.id,
      serialNumber: row.serialNumber,
      productName: localize(row.productName, language, textFallback),
      imageUrl: row.imageUrl,
      status,
      installationDate: row.installationDate.toISOString().slice(0, 10),
      registeredAt: row.createdAt.toISOString(),
      address: {
        street: row.street,
        houseNumber: row.houseNumber,
        postalCode: row.postalCode,
        locality: row.locality,
        country: row.country,
      },
      rewards: row.rewards.map((text) => localize(text, language, textFallback)),
      certificateId: status === 'confirmed' ? certificateIds.of(row.id) : null,
      pendingTransferTo: row.pendingTransferTo,
    };
  });
}
