import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { registrations } from './registrations';

// Anomaly review: the flags the rules raise, and the networks anonymous registrations came from.

/**
 * Registrations a rule of apps/server/src/modules/reviews/anomaly-rules.ts found unusual, one
 * row per registration and rule: the reason's numbers and days in `params` (the console words
 * them in staff's language), and staff's decision. An open flag holds the registration's
 * points (docs/points.md) until staff accept or cancel it.
 */
export const registrationFlags = pgTable(
  'registration_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id),
    rule: text('rule').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull(),
    state: text('state').$type<'open' | 'accepted' | 'cancelled'>().notNull().default('open'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    // Milliseconds, as the review queue's page cursor spells them (see registrations).
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('registration_flags_once_idx').on(t.registrationId, t.rule),
    index('registration_flags_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`state = 'open'`),
    check('registration_flags_state_check', sql`${t.state} in ('open', 'accepted', 'cancelled')`),
  ],
);

/**
 * The network an anonymous registration came from (its /24 or /48), as a keyed hash only, for
 * the rule of many anonymous registrations from one network: deleted after
 * NETWORK_HASH_RETENTION_HOURS (docs/privacy.md).
 */
export const registrationNetworks = pgTable(
  'registration_networks',
  {
    registrationId: uuid('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    networkHash: text('network_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registration_networks_hash_idx').on(t.networkHash, t.createdAt),
    index('registration_networks_created_idx').on(t.createdAt),
  ],
);
