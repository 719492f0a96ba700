import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What manufacturer staff did, append-only: no route changes or deletes a row, and the
 * database refuses UPDATE and DELETE on the table (migration 0009).
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorSubject: text('actor_subject').notNull(),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('staff_actions_at_idx').on(t.at),
    index('staff_actions_target_idx').on(t.targetId),
    // The log filtered by action or by actor, newest first, pages through that filter's rows.
    index('staff_actions_action_at_idx').on(t.action, t.at),
    index('staff_actions_actor_email_at_idx').on(t.actorEmail, t.at),
    index('staff_actions_actor_subject_at_idx').on(t.actorSubject, t.at),
  ],
);
