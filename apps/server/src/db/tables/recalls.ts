import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RecallNotice, RecallSelection } from '@pr/contracts/recalls';
import { registrations } from './registrations';

// Product-safety recalls: the owners' safety contacts and the campaigns staff started.

/**
 * An owner's contact for product-safety notices and recalls (GPSR art. 36), given at step 4:
 * apart from the registration's details and from any marketing consent, read by nothing but
 * a recall. It goes with the registration's personal data (erasure, retention).
 */
export const safetyContacts = pgTable('safety_contacts', {
  registrationId: uuid('registration_id')
    .primaryKey()
    .references(() => registrations.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A product-safety recall staff started: what it reaches and its notice per language. Its
 * mails are in the outbox (mail_outbox.recall_campaign_id), which tells their delivery.
 */
export const recallCampaigns = pgTable('recall_campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: text('title').notNull(),
  /** The selection as staff made it (recallSelectionSchema). */
  selection: jsonb('selection').$type<RecallSelection>().notNull(),
  /** Language code → { subject, body }. */
  notices: jsonb('notices').$type<Record<string, RecallNotice>>().notNull(),
  recipients: integer('recipients').notNull(),
  startedBy: text('started_by').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
});
