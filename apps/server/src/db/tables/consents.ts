import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { registrations } from './registrations';

/**
 * Consents as records (GDPR art. 7(1): we must be able to show them): what was agreed to, in
 * which version of its text and language, when, through which channel, with which
 * registration. Kept as long as the registration; withdrawn ones keep their time.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id),
    kind: text('kind').notNull(),
    /** The version of the text agreed to (PRIVACY_POLICY_VERSION, TERMS_OF_USE_VERSION). */
    textVersion: text('text_version').notNull(),
    language: text('language').notNull(),
    channel: text('channel').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('consents_registration_idx').on(t.registrationId),
    check('consents_kind_check', sql`${t.kind} in ('privacy_policy', 'terms_of_use')`),
  ],
);

/**
 * The consents of step 5 an account gave, once per text and version: an installer who agreed
 * to the current texts is not asked again with every device (docs/architecture.md §9). The
 * records per registration (`consents`) stay the proof of each one; erased with the account.
 */
export const accountConsents = pgTable(
  'account_consents',
  {
    accountSubject: text('account_subject').notNull(),
    kind: text('kind').notNull(),
    textVersion: text('text_version').notNull(),
    language: text('language').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountSubject, t.kind, t.textVersion] }),
    check('account_consents_kind_check', sql`${t.kind} in ('privacy_policy', 'terms_of_use')`),
  ],
);
