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

// Bulk registration: each batch sent, and the column mappings installers confirmed.

/** One batch per account and Idempotency-Key: a resend answers the first one. */
export const BATCH_KEY_INDEX = 'batches_idempotency_key_idx';

export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the command sent with the key: the same key with other rows is refused. */
    commandHash: text('command_hash'),
    callerName: text('caller_name').notNull(),
    confirmationEmail: text('confirmation_email').notNull(),
    countryCode: text('country_code').notNull(),
    rowCount: integer('row_count').notNull(),
    /** Rows the company had registered before: skipped, so a re-uploaded sheet goes through. */
    alreadyRegisteredCount: integer('already_registered_count').notNull().default(0),
    accountSubject: text('account_subject'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex(BATCH_KEY_INDEX).on(t.accountSubject, t.idempotencyKey)],
);

/**
 * The column mapping each account confirmed for a header row (bulk step 2), proposed the next
 * time the same headers come; keyed by the SHA-256 of the normalized header row.
 */
export const bulkMappings = pgTable(
  'bulk_mappings',
  {
    accountSubject: text('account_subject').notNull(),
    headersKey: text('headers_key').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountSubject, t.headersKey] }),
    index('bulk_mappings_account_updated_idx').on(t.accountSubject, t.updatedAt),
  ],
);
