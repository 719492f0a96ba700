import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, registrations } from '../../db/schema';
import { isHoldingStatus } from '../../db/holding';
import { rewardsOfRegistration } from './registration-rewards';

/** What a certificate and its verification are made of: one registration and its product. */
export async function findCertificateSource(db: Database, registrationId: string) {
  const rewards = rewardsOfRegistration(sql`${registrations.registrantType}`);
  const [row] = await db
    .select({
      id: registrations.id,
      reference: registrations.reference,
      serialNumber: registrations.serialNumber,
      productName: products.name,
      registrantType: registrations.registrantType,
      accountSubject: registrations.accountSubject,
      endUserEmail: registrations.endUserEmail,
      endUserFirstName: registrations.endUserFirstName,
      endUserLastName: registrations.endUserLastName,
      installerCompanyName: registrations.installerCompanyName,
      companyId: registrations.companyId,
      street: registrations.street,
      houseNumber: registrations.houseNumber,
      postalCode: registrations.postalCode,
      locality: registrations.locality,
      country: registrations.country,
      installationDate: registrations.installationDate,
      locale: registrations.locale,
      confirmationStatus: registrations.confirmationStatus,
      confirmedAt: registrations.confirmedAt,
      createdAt: registrations.createdAt,
      rewards,
    })
    .from(registrations)
    .innerJoin(products, eq(products.model, registrations.productModel))
    .where(eq(registrations.id, registrationId));
  return row;
}

export type CertificateSource = NonNullable<Awaited<ReturnType<typeof findCertificateSource>>>;

/** A certificate exists once the registration holds its serial. */
export const hasCertificate = (source: CertificateSource) =>
  isHoldingStatus(source.confirmationStatus);

/** Cancelled by staff, or replaced by a registration staff moved it to. */
export const isWithdrawn = (source: CertificateSource) =>
  source.confirmationStatus === 'cancelled' || source.confirmationStatus === 'superseded';

/** The day the registration took hold: confirmed, or stored when it needed no confirmation. */
export const registeredAt = (source: CertificateSource) => source.confirmedAt ?? source.createdAt;
