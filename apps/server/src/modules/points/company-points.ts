import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  PointsBalance,
  PointsEntry,
  PointsStatement,
  pointsStatementSearchSchema,
} from '@pr/contracts/points';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { companies, pointsBalances, pointsEntries, products, registrations } from '../../db/schema';
import type { PageCursors } from '../console/page-cursors';
import type { Tx } from '../registrations/registration-row';
import { reverseLapsedHolds } from './points-ledger';

type Search = z.output<typeof pointsStatementSearchSchema>;

/** A company's kept balance per state (points_balances, kept by the ledger's trigger). */
const availableSum = sql<number>`coalesce(sum(${pointsBalances.points}) filter (where ${pointsBalances.state} = 'available'), 0)::int`;
const heldSum = sql<number>`coalesce(sum(${pointsBalances.points}) filter (where ${pointsBalances.state} = 'held'), 0)::int`;

async function balanceOf(tx: Tx, companyId: string): Promise<PointsBalance> {
  const [balance] = await tx
    .select({ available: availableSum, held: heldSum })
    .from(pointsBalances)
    .where(eq(pointsBalances.companyId, companyId));
  return balance ?? { available: 0, held: 0 };
}

/** A statement's filters, without its paging. */
export type StatementFilters = Pick<Search, 'from' | 'to' | 'kind'>;

/** Where a page of the statement starts: after the entry of this time and id. */
export interface StatementCursor {
  at: string;
  id: string;
}

/**
 * Up to `limit` entries of a company's statement matching `filters`, newest first, after
 * `cursor` (the last entry of the previous page) when there is one.
 */
export async function statementEntries(
  tx: Pick<Tx, 'select'>,
  companyId: string,
  filters: StatementFilters,
  cursor: StatementCursor | null,
  limit: number,
): Promise<(PointsEntry & { cursor: StatementCursor })[]> {
  const conditions: (SQL | undefined)[] = [eq(pointsEntries.companyId, companyId)];
  if (filters.kind) conditions.push(eq(pointsEntries.kind, filters.kind));
  if (filters.from) conditions.push(sql`${pointsEntries.createdAt} >= ${filters.from}::date`);
  if (filters.to) conditions.push(sql`${pointsEntries.createdAt} < ${filters.to}::date + 1`);
  if (cursor) {
    conditions.push(
      sql`(${pointsEntries.createdAt}, ${pointsEntries.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    );
  }
  const rows = await tx
    .select({
      entry: pointsEntries,
      serialNumber: registrations.serialNumber,
      productModel: registrations.productModel,
      productName: products.name,
    })
    .from(pointsEntries)
    .leftJoin(registrations, eq(registrations.id, pointsEntries.registrationId))
    .leftJoin(products, eq(products.model, registrations.productModel))
    .where(and(...conditions))
    .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
    .limit(limit);
  return rows.map((row) => ({
    ...toPointsEntry(row),
    cursor: { at: row.entry.createdAt.toISOString(), id: row.entry.id },
  }));
}

/**
 * A company's balance and one page of its statement, newest first, keyed by the last entry's
 * (created_at, id) as the installations list is.
 */
export async function pointsStatement(
  db: Database,
  companyId: string,
  search: Search,
  cursors: PageCursors,
): Promise<PointsStatement> {
  return db.transaction(async (tx) => {
    await reverseLapsedHolds(tx, companyId);
    const rows = await statementEntries(
      tx,
      companyId,
      search,
      search.after ? cursors.decode(search.after) : null,
      search.limit + 1,
    );
    const page = rows.slice(0, search.limit);
    const last = page.at(-1);
    return {
      balance: await balanceOf(tx, companyId),
      items: page.map(({ cursor: _cursor, ...entry }) => entry),
      next: rows.length > search.limit && last ? cursors.encode(last.cursor) : null,
    };
  });
}

function toPointsEntry(row: {
  entry: typeof pointsEntries.$inferSelect;
  serialNumber: string | null;
  productModel: string | null;
  productName: Record<string, string> | null;
}): PointsEntry {
  return {
    id: row.entry.id,
    at: row.entry.createdAt.toISOString(),
    kind: row.entry.kind,
    state: row.entry.state,
    points: row.entry.points,
    registrationId: row.entry.registrationId,
    serialNumber: row.serialNumber,
    productModel: row.productModel,
    productName: row.productName,
    reason: row.entry.reason,
  };
}

/** Every approved company's balance (0 without entries), and any other's with entries. */
export async function companyBalances(
  db: Database,
): Promise<{ companyId: string; name: string; available: number; held: number }[]> {
  return db.transaction(async (tx) => {
    await reverseLapsedHolds(tx, null);
    return tx
      .select({
        companyId: companies.id,
        name: companies.name,
        available: availableSum,
        held: heldSum,
      })
      .from(companies)
      .leftJoin(pointsBalances, eq(pointsBalances.companyId, companies.id))
      .where(or(eq(companies.status, 'approved'), isNotNull(pointsBalances.companyId)))
      .groupBy(companies.id, companies.name)
      .orderBy(asc(companies.name), asc(companies.id));
  });
}
