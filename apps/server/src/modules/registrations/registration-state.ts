import { and, eq, gt, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { registrations } from '../../db/schema';
import { holdingCondition, isHoldingStatus } from '../../db/holding';
import type { RegistrationRow } from './registration-row';

/** Where a registration stands, for whoever asks: its link's page, the console, its owner. */
export type RegistrationState = 'pending' | 'expired' | 'confirmed' | 'superseded' | 'cancelled';

export function registrationStateOf(
  row: Pick<RegistrationRow, 'confirmationStatus' | 'expiresAt'>,
  now = new Date(),
): RegistrationState {
  if (isHoldingStatus(row.confirmationStatus)) return 'confirmed';
  switch (row.confirmationStatus) {
    case 'superseded':
      return 'superseded';
    case 'cancelled':
      return 'cancelled';
    default:
      return row.expiresAt !== null && row.expiresAt <= now ? 'expired' : 'pending';
  }
}

/** The registrations table, or an alias of it (a registration compared with another). */
interface StateColumns {
  confirmationStatus: AnyPgColumn;
  expiresAt: AnyPgColumn;
}

/** The SQL form of registrationStateOf: the rows of `table` in `state`. */
export function inState(
  state: RegistrationState,
  table: StateColumns = registrations,
): SQL | undefined {
  const pending = eq(table.confirmationStatus, 'pending');
  switch (state) {
    case 'confirmed':
      return holdingCondition(table.confirmationStatus);
    case 'pending':
      return and(pending, or(isNull(table.expiresAt), gt(table.expiresAt, sql`now()`)));
    case 'expired':
      return and(pending, lte(table.expiresAt, sql`now()`));
    case 'superseded':
    case 'cancelled':
      return eq(table.confirmationStatus, state);
  }
}

/** The columns that cancel a registration now, for `reason`. */
export const cancellation = (reason: string) => ({
  confirmationStatus: 'cancelled' as const,
  cancelledAt: new Date(),
  cancelReason: reason,
  updatedAt: new Date(),
});

/** The columns of a pending registration whose serial another one took first. */
export const supersession = () => ({
  confirmationStatus: 'superseded' as const,
  updatedAt: new Date(),
});
