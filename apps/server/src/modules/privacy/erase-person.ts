import { and, eq, ne, sql } from 'drizzle-orm';
import { RECIPIENT_TYPE, type CurrentUser } from '@pr/contracts';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import {
  accounts,
  batches,
  accountConsents,
  bulkMappings,
  companies,
  mailOutbox,
  normalizedEmail,
  oidcPayloads,
  registrations,
  transferRequests,
} from '../../db/schema';
import { rememberErasedSubject } from '../auth/erased-subjects';
import { EMAIL_SUBJECT_PREFIX, recordStaffAction } from '../console/audit-log';
import { ownerRegistrationsOf, verifiedEmailOf } from '../registrations/whose-registration';
import { ERASED_MAIL, pseudonymiseRegistrations } from './erase-personal-data';
import { eraseCopiesOf, eraseEventTraces, personOnRegistration } from './erase-traces';

export const ERASURE_REQUEST = 'erasure requested by the person';

/** Who erased a person and why: the person themselves, or staff handling their request. */
export interface ErasureRequest {
  /** Recorded in the audit log; the person is named by subject only. */
  actor: CurrentUser;
  reason: string;
}

export interface AccountErasure {
  /** Whether an account of the embedded provider was deleted (none with an external one). */
  account: boolean;
  registrations: number;
  transferRequests: number;
  mails: number;
}

/**
 * Erases the signed-in person (GDPR art. 17), in one transaction: their account, sessions
 * and sign-in links go; their registrations as an owner are pseudonymised (the device,
 * product, installation date and postal area stay for the warranty and safety notices);
 * registrations they made for their company stay the company's, without their account;
 * what moves copied of them, their transfer requests, the personal part of events about
 * their registrations or naming them, receivers' answers quoting them, their mails' recipient
 * and text go. The audit log names the person by subject only, and who asked and why.
 */
export async function erasePerson(
  db: Database,
  user: CurrentUser,
  request: ErasureRequest = { actor: { ...user, email: null }, reason: ERASURE_REQUEST },
  now = new Date(),
): Promise<AccountErasure> {
  const email = verifiedEmailOf(user);
  return db.transaction(async (tx) => {
    const asOwner = and(
      ownerRegistrationsOf(user),
      eq(registrations.registrantType, RECIPIENT_TYPE.endCustomer),
    );
    const carriers = await tx.select(personOnRegistration).from(registrations).where(asOwner);
    const owned = await pseudonymiseRegistrations(tx, asOwner, request.reason, now);
    const copies = await eraseCopiesOf(tx, carriers, now);
    await eraseEventTraces(tx, [...carriers.map((row) => row.id), ...copies], email);
    // Installations made for a company are the company's record: only the link to the person goes.
    await tx
      .update(registrations)
      .set({ accountSubject: null, updatedAt: now })
      .where(eq(registrations.accountSubject, user.subject));
    await tx
      .update(batches)
      .set({ accountSubject: null, callerName: '', confirmationEmail: '' })
      .where(eq(batches.accountSubject, user.subject));
    await tx.delete(bulkMappings).where(eq(bulkMappings.accountSubject, user.subject));
    await tx.delete(accountConsents).where(eq(accountConsents.accountSubject, user.subject));
    const transfers =
      email === null
        ? []
        : await tx
            .delete(transferRequests)
            .where(eq(normalizedEmail(transferRequests.requesterEmail), email))
            .returning({ id: transferRequests.id });
    const mails =
      email === null
        ? []
        : await tx
            .update(mailOutbox)
            .set({
              ...ERASED_MAIL,
              // One still queued is not sent to an address that asked to be forgotten.
              status: sql`case when ${mailOutbox.status} = 'pending' then 'failed' else ${mailOutbox.status} end`,
            })
            .where(and(eq(normalizedEmail(mailOutbox.to), email), ne(mailOutbox.to, '')))
            .returning({ id: mailOutbox.id });
    // A staff request for an address without an account has no tokens to stop.
    if (!user.subject.startsWith(EMAIL_SUBJECT_PREFIX)) {
      await rememberErasedSubject(tx, user.subject, now);
    }
    let account = false;
    if (isUuid(user.subject)) {
      await tx
        .update(companies)
        .set({ applicantAccountId: null })
        .where(eq(companies.applicantAccountId, user.subject));
      await tx
        .delete(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${user.subject}`);
      account =
        (
          await tx
            .delete(accounts)
            .where(eq(accounts.id, user.subject))
            .returning({ id: accounts.id })
        ).length > 0;
    }
    const erasure = {
      account,
      registrations: owned,
      transferRequests: transfers.length,
      mails: mails.length,
    };
    await recordStaffAction(tx, request.actor, {
      action: 'erase_personal_data',
      targetType: 'account',
      targetId: user.subject,
      reason: request.reason,
      details: { ...erasure },
    });
    return erasure;
  });
}
