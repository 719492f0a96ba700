import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  bigint,
  primaryKey,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { registrations } from './registrations';

/** One credit and one reversal per registration and state: the guard of a repeated call. */
export const POINTS_ONCE_INDEX = 'points_entries_once_idx';

/**
 * The installer companies' points, double entry and append-only (docs/points.md): a balance
 * is the sum of its entries, and the database refuses UPDATE and DELETE (migration 0028).
 * Held points move to available as a new pair of entries (a held reversal and an available
 * credit), so no entry ever changes.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** The registration credited or reversed; null for a staff adjustment. */
    registrationId: uuid('registration_id').references(() => registrations.id),
    kind: text('kind').$type<'credit' | 'reversal' | 'adjustment'>().notNull(),
    points: integer('points').notNull(),
    state: text('state').$type<'held' | 'available'>().notNull(),
    reason: text('reason'),
    /** The staff member's subject; null for an entry the registration's own change made. */
    actor: text('actor'),
    // Milliseconds, as its statement's page cursor spells them (see registrations).
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex(POINTS_ONCE_INDEX)
      .on(t.registrationId, t.kind, t.state)
      .where(sql`registration_id is not null`),
    index('points_entries_company_idx').on(t.companyId, t.createdAt, t.id),
    check('points_entries_kind_check', sql`${t.kind} in ('credit', 'reversal', 'adjustment')`),
    check('points_entries_state_check', sql`${t.state} in ('held', 'available')`),
    check(
      'points_entries_sign_check',
      sql`case ${t.kind} when 'credit' then ${t.points} > 0 when 'reversal' then ${t.points} < 0 else ${t.points} <> 0 end`,
    ),
    check(
      'points_entries_source_check',
      sql`(${t.kind} = 'adjustment') = (${t.registrationId} is null) and (${t.kind} <> 'adjustment' or (${t.reason} is not null and ${t.state} = 'available'))`,
    ),
  ],
);

/**
 * Each company's balance per state, kept by a trigger on every insert into the ledger
 * (migration 0037): a balance is still the sum of its entries, read in one row instead of
 * summed over a large installer's hundreds of thousands.
 */
export const pointsBalances = pgTable(
  'points_balances',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    state: text('state').$type<'held' | 'available'>().notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.state] })],
);

/**
 * The registrations whose held points are not yet released or reversed, with how many, kept
 * by the same trigger: the lapsed ones among them are reversed when a balance is read, without
 * walking every held entry a company ever had.
 */
export const pointsOpenHolds = pgTable(
  'points_open_holds',
  {
    registrationId: uuid('registration_id')
      .primaryKey()
      .references(() => registrations.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    points: bigint('points', { mode: 'number' }).notNull(),
  },
  (t) => [index('points_open_holds_company_idx').on(t.companyId)],
);
