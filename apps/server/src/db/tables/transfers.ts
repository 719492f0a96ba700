import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { normalizedEmail } from './normalized-email';
import { registrations } from './registrations';

/**
 * Someone who found a device registered by another owner asks for it (step 1): the owner
 * approves by the link mailed to them, which moves the registration to the requester's
 * address, where it waits for the requester's own confirmation.
 */
export const transferRequests = pgTable(
  'transfer_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id),
    requesterEmail: text('requester_email').notNull(),
    requesterFirstName: text('requester_first_name').notNull(),
    requesterLastName: text('requester_last_name').notNull(),
    /** SHA-256 of the token mailed to the owner. */
    tokenHash: text('token_hash').notNull(),
    status: text('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('transfer_requests_token_idx').on(t.tokenHash),
    index('transfer_requests_registration_idx').on(
      t.registrationId,
      normalizedEmail(t.requesterEmail),
    ),
    check('transfer_requests_status_check', sql`${t.status} in ('pending', 'approved')`),
  ],
);
