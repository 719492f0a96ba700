import { desc, eq, inArray, or } from 'drizzle-orm';
import type { CurrentUser } from '@pr/contracts';
import type { PersonalDataExport } from '@pr/contracts/personal-data';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import {
  accounts,
  companies,
  consents,
  safetyContacts,
  mailOutbox,
  normalizedEmail,
  registrations,
  transferRequests,
} from '../../db/schema';
import { registrationStateOf } from '../registrations/registration-state';
import { ownerRegistrationsOf, verifiedEmailOf } from '../registrations/whose-registration';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Everything we hold about the signed-in person: their account on the embedded provider,
 * their registrations (by account, or by their verified e-mail), the mails we sent them or
 * about their registrations, and the transfers they asked for.
 */
export async function myPersonalData(
  db: Database,
  user: CurrentUser,
  now = new Date(),
): Promise<PersonalDataExport> {
  // An external provider's subjects are not our account ids (nor always UUIDs).
  const [account] = isUuid(user.subject)
    ? await db
        .select({ account: accounts, company: companies.name })
        .from(accounts)
        .leftJoin(companies, eq(companies.id, accounts.companyId))
        .where(eq(accounts.id, user.subject))
    : [];
  const rows = await db
    .select()
    .from(registrations)
    .where(ownerRegistrationsOf(user))
    .orderBy(desc(registrations.createdAt));
  const email = verifiedEmailOf(user);
  const ids = rows.map((row) => row.id);
  const mailConditions = [
    ...(ids.length > 0 ? [inArray(mailOutbox.registrationId, ids)] : []),
    ...(email !== null ? [eq(normalizedEmail(mailOutbox.to), email)] : []),
  ];
  const mails =
    mailConditions.length === 0
      ? []
      : await db
          .select()
          .from(mailOutbox)
          .where(or(...mailConditions))
          .orderBy(desc(mailOutbox.createdAt));
  const given =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(consents)
          .where(inArray(consents.registrationId, ids))
          .orderBy(desc(consents.givenAt));
  const safetyContactOf = new Map(
    ids.length === 0
      ? []
      : (
          await db.select().from(safetyContacts).where(inArray(safetyContacts.registrationId, ids))
        ).map((contact) => [contact.registrationId, contact.email]),
  );
  const transfers =
    email === null
      ? []
      : await db
          .select({ request: transferRequests, serialNumber: registrations.serialNumber })
          .from(transferRequests)
          .innerJoin(registrations, eq(registrations.id, transferRequests.registrationId))
          .where(eq(normalizedEmail(transferRequests.requesterEmail), email))
          .orderBy(desc(transferRequests.createdAt));
  return {
    format: 'product-registration.personal-data.v1',
    exportedAt: now.toISOString(),
    subject: user.subject,
    account: account
      ? {
          email: account.account.email,
          givenName: account.account.givenName,
          familyName: account.account.familyName,
          locale: account.account.locale,
          emailVerifiedAt: iso(account.account.emailVerifiedAt),
          company: account.company,
          createdAt: account.account.createdAt.toISOString(),
        }
      : null,
    registrations: rows.map((row) => ({
      id: row.id,
      serialNumber: row.serialNumber,
      productModel: row.productModel,
      status: registrationStateOf(row, now),
      installationDate: row.installationDate.toISOString(),
      endUser: {
        email: row.endUserEmail,
        firstName: row.endUserFirstName,
        lastName: row.endUserLastName,
      },
      safetyContact: safetyContactOf.get(row.id) ?? null,
      address: {
        street: row.street,
        houseNumber: row.houseNumber,
        additionalLine: row.additionalAddressLine1,
        postalCode: row.postalCode,
        locality: row.locality,
        country: row.country,
      },
      locale: row.locale,
      channel: row.channel,
      createdAt: row.createdAt.toISOString(),
      confirmedAt: iso(row.confirmedAt),
      cancelledAt: iso(row.cancelledAt),
      cancelReason: row.cancelReason,
    })),
    consents: given.map((consent) => ({
      registrationId: consent.registrationId,
      kind: consent.kind === 'terms_of_use' ? 'terms_of_use' : 'privacy_policy',
      textVersion: consent.textVersion,
      language: consent.language,
      channel: consent.channel,
      givenAt: consent.givenAt.toISOString(),
      withdrawnAt: iso(consent.withdrawnAt),
    })),
    mails: mails
      .filter((mail) => mail.to !== '')
      .map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        status: mail.status,
        createdAt: mail.createdAt.toISOString(),
      })),
    transferRequests: transfers.map(({ request, serialNumber }) => ({
      serialNumber,
      status: request.status,
      createdAt: request.createdAt.toISOString(),
      approvedAt: iso(request.approvedAt),
    })),
  };
}
