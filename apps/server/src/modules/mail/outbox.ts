import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { normalizeEmail } from '@pr/contracts';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { mailHtml } from './mail-html';

export interface OutgoingMail {
  to: string;
  subject: string;
  /** The text part; the HTML part is made from it (mail-html.ts). */
  text: string;
  /** The language the mail is written in (its HTML's `lang`). */
  language: string;
  /** The registration the mail is about, shown in its history in the console. */
  registrationId?: string;
  /** The registration's certificate, made when the mail is sent (needs `registrationId`). */
  attachment?: 'certificate';
  /** The recall campaign the mail belongs to. */
  recallCampaignId?: string;
}

export type QueuedMail = typeof mailOutbox.$inferSelect;

/** Attempts before a mail is given up (about a day of retries with the backoff below). */
export const MAX_ATTEMPTS = 12;
/**
 * How long a claimed mail stays invisible to other workers before it is retried. One send is
 * bounded well below it (SMTP timeouts in mail-transport.ts), and the lease is renewed before
 * each mail of a claimed batch (renewLease).
 */
const CLAIM_LEASE = sql`interval '5 minutes'`;

/**
 * Whose request a mail answers, and so which day's budget it spends. `account`: the account
 * holder's own (verification, password reset), which nobody else may use up; `registration`:
 * mails about a registration, which anyone naming the address can cause (a confirmation, a
 * transfer request). A mail with a `registrationId` is of the second kind.
 */
export type MailBudget = 'account' | 'registration';

/**
 * One mailbox however it is spelt: case aside and without a `+tag`, since `box+1@` and
 * `box+2@` reach the inbox of `box@`. The SQL twin, `MAILBOX_OF_RECIPIENT`, must match it.
 */
export const mailboxOf = (address: string): string =>
  normalizeEmail(address).replace(/\+[^@]*@/, '@');

/** `mailboxOf` of the outbox's recipient, as the index mail_outbox_mailbox_idx spells it. */
export const MAILBOX_OF_RECIPIENT = sql`regexp_replace(lower(${mailOutbox.to}), '\\+[^@]*@', '@')`;

/** Mails of `budget` queued for one mailbox (whatever its case or `+tag`) in the last 24 hours. */
export async function mailsToAddressToday(
  db: Pick<Database, 'select'>,
  to: string,
  budget: MailBudget,
): Promise<number> {
  const [sent] = await db
    .select({ count: count() })
    .from(mailOutbox)
    .where(
      and(
        sql`${MAILBOX_OF_RECIPIENT} = ${mailboxOf(to)}`,
        gt(mailOutbox.createdAt, sql`now() - interval '1 day'`),
        budget === 'account'
          ? isNull(mailOutbox.registrationId)
          : isNotNull(mailOutbox.registrationId),
      ),
    );
  return sent?.count ?? 0;
}

export async function enqueueMail(db: Database, mail: OutgoingMail): Promise<void> {
  await enqueueMails(db, [mail]);
}

/** Rows per insert: well below PostgreSQL's 65,535 parameters of one statement. */
const INSERT_CHUNK = 1_000;

/** Queues many mails, one insert per thousand (a recall reaches every owner of a product). */
export async function enqueueMails(db: Database, mails: readonly OutgoingMail[]): Promise<void> {
  for (let start = 0; start < mails.length; start += INSERT_CHUNK) {
    await db.insert(mailOutbox).values(
      mails.slice(start, start + INSERT_CHUNK).map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mailHtml(mail),
        registrationId: mail.registrationId ?? null,
        attachment: mail.attachment ?? null,
        recallCampaignId: mail.recallCampaignId ?? null,
      })),
    );
  }
}

/**
 * Claims due mails atomically, so several replicas never send the same mail; a worker
 * that dies mid-send leaves the mail to be retried after the lease.
 */
export async function claimDueMails(db: Database, limit = 10): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/**
 * Renews the lease of a claimed mail just before it is sent; false when the lease ran out and
 * another worker claimed it since (its attempt count moved on): then that worker sends it.
 */
export async function renewLease(db: Database, mail: QueuedMail): Promise<boolean> {
  const renewed = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: sql`now() + ${CLAIM_LEASE}` })
    .where(
      and(
        eq(mailOutbox.id, mail.id),
        eq(mailOutbox.status, 'pending'),
        eq(mailOutbox.attempts, mail.attempts),
      ),
    )
    .returning({ id: mailOutbox.id });
  return renewed.length > 0;
}

export async function markSent(db: Database, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Exponential backoff from 30 s up to an hour; after MAX_ATTEMPTS the mail is marked failed. */
export async function markFailed(db: Database, mail: QueuedMail, error: string): Promise<void> {
  const delaySeconds = Math.min(30 * 2 ** (mail.attempts - 1), 3600);
  await db
    .update(mailOutbox)
    .set({
      status: mail.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
    })
    .where(eq(mailOutbox.id, mail.id));
}
