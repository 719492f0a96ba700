import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  PointsBalance,
  PointsEntry,
  PointsStatement,
  pointsStatementSearchSchema,
} from '@pr/contracts/points';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { companies, pointsEntries, registrations } from '../../db/schema';
import type { PageCursors } from '../console/page-cursors';
import type { Tx } from '../registrations/registration-row';
import { reverseLapsedHolds } from './points-ledger';

type Search = z.output<typeof pointsStatementSearchSchema>;

/** Sums of entries per state: a balance is nothing but these (docs/points.md). */
const availableSum = sql<number>`coalesce(sum(${pointsEntries.points}) filter (where ${pointsEntries.state} = 'available'), 0)::int`;
const heldSum = sql<number>`coalesce(sum(${pointsEntries.points}) filter (where ${pointsEntries.state} = 'held'), 0)::int`;

async function balanceOf(tx: Tx, companyId: string): Promise<PointsBalance> {
  const [balance] = await tx
    .select({ available: availableSum, held: heldSum })
    .from(pointsEntries)
    .where(eq(pointsEntries.companyId, companyId));
  return balance ?? { available: 0, held: 0 };
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
    const conditions: (SQL | undefined)[] = [eq(pointsEntries.companyId, companyId)];
    if (search.kind) conditions.push(eq(pointsEntries.kind, search.kind));
    if (search.from) conditions.push(sql`${pointsEntries.createdAt} >= ${search.from}::date`);
    if (search.to) conditions.push(sql`${pointsEntries.createdAt} < ${search.to}::date + 1`);
    if (search.after) {
      const cursor = cursors.decode(search.after);
      conditions.push(
        sql`(${pointsEntries.createdAt}, ${pointsEntries.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
      );
    }
    const rows = await tx
      .select({ entry: pointsEntries, serialNumber: registrations.serialNumber })
      .from(pointsEntries)
      .leftJoin(registrations, eq(registrations.id, pointsEntries.registrationId))
      .where(and(...conditions))
      .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
      .limit(search.limit + 1);
    const page = rows.slice(0, search.limit);
    const last = page.at(-1);
    return {
      balance: await balanceOf(tx, companyId),
      items: page.map(toPointsEntry),
      next:
        rows.length > search.limit && last
          ? cursors.encode({ at: last.entry.createdAt.toISOString(), id: last.entry.id })
          : null,
    };
  });
}

function toPointsEntry(row: {
  entry: typeof pointsEntries.$inferSelect;
  serialNumber: string | null;
}): PointsEntry {
  return {
    id: row.entry.id,
    at: row.entry.createdAt.toISOString(),
    kind: row.entry.kind,
    state: row.entry.state,
    points: row.entry.points,
    registrationId: row.entry.registrationId,
    serialNumber: row.serialNumber,
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
      .leftJoin(pointsEntries, eq(pointsEntries.companyId, companies.id))
      .where(or(eq(companies.status, 'approved'), isNotNull(pointsEntries.id)))
      .groupBy(companies.id, companies.name)
      .orderBy(asc(companies.name), asc(companies.id));
  });
}
