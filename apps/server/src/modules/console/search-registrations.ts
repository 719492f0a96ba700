import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { normalizeEmail } from '@pr/contracts';
import type {
  ConsoleRegistration,
  RegistrationPage,
  registrationSearchSchema,
} from '@pr/contracts/console';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { normalizedEmail, ownerName, products, registrations } from '../../db/schema';
import { newKey, pageCursors, type Cursor, type PageCursors } from './page-cursors';
import type { RegistrationRow } from '../registrations/registration-row';
import { inState, registrationStateOf } from '../registrations/registration-state';

/** A search; `companyId` limits it to one installer company's registrations. */
type Search = z.output<typeof registrationSearchSchema> & { companyId?: string };
/** The filters of a search, without its paging. */
export type RegistrationFilters = Omit<Search, 'after' | 'limit' | 'sort'>;

const r = registrations;

/** `%` and `_` typed by staff are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditionsOf(search: Search): SQL[] {
  const conditions: (SQL | undefined)[] = [];
  if (search.companyId) conditions.push(eq(r.companyId, search.companyId));
  if (search.reference) conditions.push(eq(r.reference, search.reference));
  if (search.serial) conditions.push(eq(r.serialNumber, search.serial));
  if (search.email) {
    const email = normalizeEmail(search.email);
    conditions.push(
      or(
        eq(normalizedEmail(r.endUserEmail), email),
        eq(normalizedEmail(r.installerCompanyEmail), email),
      ),
    );
  }
  if (search.name) {
    // Any part of the whole name, "first last": the trigram index serves it from 3 letters.
    conditions.push(
      ilike(ownerName(r.endUserFirstName, r.endUserLastName), `%${literal(search.name)}%`),
    );
  }
  if (search.company) {
    // A prefix of the lower-cased name: the company index serves it.
    conditions.push(
      sql`lower(${r.installerCompanyName}) like ${`${literal(search.company.toLowerCase())}%`}`,
    );
  }
  if (search.postalCode) conditions.push(eq(r.postalCode, search.postalCode));
  if (search.city) conditions.push(sql`lower(${r.locality}) = ${search.city.toLowerCase()}`);
  if (search.country) conditions.push(eq(r.country, search.country));
  if (search.status) conditions.push(inState(search.status));
  if (search.channel) conditions.push(eq(r.channel, search.channel));
  if (search.batch) conditions.push(eq(r.batchId, search.batch));
  if (search.from) conditions.push(sql`${r.createdAt} >= ${search.from}::date`);
  if (search.to) conditions.push(sql`${r.createdAt} < ${search.to}::date + 1`);
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

const positionOf = (row: RegistrationRow): Cursor => ({
  at: row.createdAt.toISOString(),
  id: row.id,
});

/** A registration as staff see it, with its product's `productName` (null when not in the catalog). */
export function toConsoleRegistration(
  row: RegistrationRow,
  productName: Record<string, string> | null,
): ConsoleRegistration {
  const name = [row.endUserFirstName, row.endUserLastName].filter(Boolean).join(' ');
  return {
    id: row.id,
    reference: row.reference,
    serialNumber: row.serialNumber,
    productModel: row.productModel,
    productName,
    status: registrationStateOf(row),
    registrantType: row.registrantType === 2 ? 2 : 1,
    channel: row.channel === 'bulk' ? 'bulk' : 'web',
    batchId: row.batchId,
    email: row.endUserEmail ?? row.installerCompanyEmail,
    name: name || null,
    company: row.installerCompanyName,
    postalCode: row.postalCode,
    city: row.locality,
    country: row.country,
    installationDate: row.installationDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * One page of registrations matching the search, newest (or oldest) first. Pages are keyed
 * by the last row's (created_at, id), so page 500 costs what page 1 does.
 */
export async function searchRegistrations(
  db: Database,
  search: Search,
  cursors: PageCursors,
): Promise<RegistrationPage> {
  const conditions = conditionsOf(search);
  const newest = search.sort === 'newest';
  if (search.after) {
    const cursor = cursors.decode(search.after);
    const at = sql`${cursor.at}::timestamptz`;
    conditions.push(
      newest
        ? sql`(${r.createdAt}, ${r.id}) < (${at}, ${cursor.id}::uuid)`
        : sql`(${r.createdAt}, ${r.id}) > (${at}, ${cursor.id}::uuid)`,
    );
  }
  const order = newest ? [desc(r.createdAt), desc(r.id)] : [asc(r.createdAt), asc(r.id)];
  // The product's name rides along: a join on the catalog's key, for the page's rows only.
  const rows = await db
    .select({ registration: r, productName: products.name })
    .from(r)
    .leftJoin(products, eq(products.model, r.productModel))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(search.limit + 1);
  const page = rows.slice(0, search.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toConsoleRegistration(row.registration, row.productName)),
    next: rows.length > search.limit && last ? cursors.encode(positionOf(last.registration)) : null,
  };
}

/** Rows fetched per query while exporting: one round trip per thousand rows. */
const EXPORT_BATCH = 1000;

/**
 * Every registration matching the filters, newest first, a batch at a time: an export of a
 * million rows holds one batch in memory, and each batch is one indexed keyset query.
 */
export async function* allRegistrations(
  db: Database,
  filters: RegistrationFilters,
): AsyncGenerator<ConsoleRegistration[]> {
  // The cursors never leave this loop: a key of its own will do.
  const cursors = pageCursors(await newKey());
  let after: string | undefined;
  for (;;) {
    const page = await searchRegistrations(
      db,
      {
        ...filters,
        sort: 'newest',
        limit: EXPORT_BATCH,
        ...(after === undefined ? {} : { after }),
      },
      cursors,
    );
    if (page.items.length > 0) yield page.items;
    if (page.next === null) return;
    after = page.next;
  }
}
