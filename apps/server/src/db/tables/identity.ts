import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { normalizedEmail } from './normalized-email';

// The embedded identity provider's accounts, links and models, and the subjects erased.

/** Accounts of the embedded identity provider (unused with an external one). */
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    givenName: text('given_name').notNull(),
    familyName: text('family_name').notNull(),
    /** The company the account applied for (an installer once staff approved it). */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** Roles given by the manufacturer (never by the user), e.g. the console's staff role. */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locale: text('locale'),
    /** Set once the owner of the address opened a link mailed to it; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('accounts_email_lower_idx').on(normalizedEmail(t.email))],
);

/** A table of one-time links mailed to an account's owner; only a hash of each token is kept. */
const oneTimeLinks = (name: string) =>
  pgTable(
    name,
    {
      tokenHash: text('token_hash').primaryKey(),
      accountId: uuid('account_id')
        .notNull()
        .references(() => accounts.id, { onDelete: 'cascade' }),
      expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
      usedAt: timestamp('used_at', { withTimezone: true }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [index(`${name}_account_idx`).on(t.accountId)],
  );

/** Links that let the owner of an account's address choose a new password. */
export const passwordResets = oneTimeLinks('password_resets');

/** Links that confirm an account's e-mail address. */
export const emailVerifications = oneTimeLinks('email_verifications');

/** oidc-provider's models (sessions, grants, codes, refresh tokens, interactions …). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/**
 * Accounts erased while tokens of theirs may still be valid: a token of the subject issued
 * before `erasedAt` is refused at the next request, on every replica. Kept one day, longer
 * than any provider's access tokens live.
 */
export const erasedSubjects = pgTable('erased_subjects', {
  subject: text('subject').primaryKey(),
  erasedAt: timestamp('erased_at', { withTimezone: true }).notNull(),
});
