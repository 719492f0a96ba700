import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Outgoing mail, kept until sent so an SMTP outage loses nothing. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** The registration a mail is about, for its history in the console. */
    registrationId: uuid('registration_id'),
    /** 'certificate': the registration's certificate, made when the mail is sent. */
    attachment: text('attachment'),
    /** The recall the mail belongs to: its delivery is the campaign's. */
    recallCampaignId: uuid('recall_campaign_id'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // Mails to one address in the last day: the per-recipient limit of confirmation mails.
    // The release before issue 34 counts by lower(to); the next one drops this index.
    index('mail_outbox_recipient_idx').on(sql`lower(${t.to})`, t.createdAt),
    // The same per mailbox (case aside, without a +tag): mailboxOf in mail/outbox.ts.
    index('mail_outbox_mailbox_idx').on(
      sql`regexp_replace(lower(${t.to}), '\\+[^@]*@', '@')`,
      t.createdAt,
    ),
    index('mail_outbox_registration_idx').on(t.registrationId),
    // The retention job empties old mails: those it has not emptied yet, by age.
    index('mail_outbox_unerased_idx')
      .on(t.createdAt)
      .where(sql`${t.to} <> ''`),
    index('mail_outbox_recall_campaign_idx').on(t.recallCampaignId),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    check('mail_outbox_attachment_check', sql`${t.attachment} in ('certificate')`),
  ],
);
