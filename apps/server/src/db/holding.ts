import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// In db/, below the modules: the schema's unique index of holders is built from this file,
// so it imports no schema itself.

/** Registrations that hold their serial; a pending one holds nothing until confirmed. */
export const HOLDING_STATUSES = ['confirmed', 'not_required'] as const;

/** Whether a registration of this confirmation status holds its serial. */
export const isHoldingStatus = (status: string): boolean =>
  (HOLDING_STATUSES as readonly string[]).includes(status);

const holdingList = sql.raw(HOLDING_STATUSES.map((status) => `'${status}'`).join(', '));

/** The SQL form of isHoldingStatus, over a confirmation status column. */
export const holdingCondition = (status: SQLWrapper): SQL => sql`${status} in (${holdingList})`;

/**
 * The predicate of the unique index of holders, word for word: drizzle-kit compares it as
 * text with the migrations', and `insert … on conflict … where` repeats it so that
 * PostgreSQL picks that index.
 */
export const SERIAL_HOLDER_PREDICATE = holdingCondition(sql.raw('confirmation_status'));
