import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { RecallReach, RecallSelection } from '@pr/contracts/recalls';
import type { Database } from '../../db/client';
import { registrations, safetyContacts } from '../../db/schema';
import { inState } from '../registrations/registration-state';

/**
 * Where a registration's safety notice goes: the owner's safety contact when they gave one,
 * else the registrant's own address (the owner's, or the installer company's, who knows the
 * customer). Null once its personal data is erased.
 */
const RECIPIENT = sql<
  string | null
>`coalesce(${safetyContacts.email}, ${registrations.endUserEmail}, ${registrations.installerCompanyEmail})`;

/** The language a registration's mails are written in (its locale's language). */
const LANGUAGE = sql<string>`split_part(lower(${registrations.locale}), '-', 1)`;

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 24 * 60 * 60 * 1000);

/**
 * The registrations a selection reaches: of its products, within its serial range and
 * installation period, holding their device. A pending one is not reached: anybody may type
 * any address as its owner or safety contact, and nobody confirmed it, so a recall would mail
 * a stranger from our domain (docs/privacy.md, "Safety contacts and recalls").
 */
function reachedBy(selection: RecallSelection): SQL | undefined {
  const serial = sql`${registrations.serialNumber}::numeric`;
  return and(
    inArray(registrations.productModel, selection.productModels),
    inState('confirmed'),
    selection.serialFrom === undefined
      ? undefined
      : sql`${serial} >= ${selection.serialFrom}::numeric`,
    selection.serialTo === undefined ? undefined : sql`${serial} <= ${selection.serialTo}::numeric`,
    selection.installedFrom === undefined
      ? undefined
      : gte(registrations.installationDate, dayStart(selection.installedFrom)),
    selection.installedTo === undefined
      ? undefined
      : lt(registrations.installationDate, dayAfter(selection.installedTo)),
  );
}

/** How many registrations a selection reaches and how many people, per language. */
export async function recallReach(
  db: Pick<Database, 'select'>,
  selection: RecallSelection,
): Promise<RecallReach> {
  const rows = await db
    .select({
      language: LANGUAGE,
      registrations: count(),
      // One notice per address and device: an owner who gave their own address as safety
      // contact, or registered the device twice, reads it once.
      recipients: sql<number>`count(distinct lower(${RECIPIENT}) || ' ' || ${registrations.serialNumber})::int`,
    })
    .from(registrations)
    .leftJoin(safetyContacts, eq(safetyContacts.registrationId, registrations.id))
    .where(reachedBy(selection))
    .groupBy(LANGUAGE)
    .orderBy(asc(LANGUAGE));
  return {
    registrations: rows.reduce((sum, row) => sum + row.registrations, 0),
    recipients: rows.reduce((sum, row) => sum + row.recipients, 0),
    languages: rows
      .filter((row) => row.recipients > 0)
      .map(({ language, recipients }) => ({ language, recipients })),
  };
}

export interface RecallRecipient {
  registrationId: string;
  serialNumber: string;
  productModel: string;
  language: string;
  to: string;
}

/** Each address and device a selection reaches, once. */
export async function recallRecipients(
  db: Pick<Database, 'selectDistinctOn'>,
  selection: RecallSelection,
): Promise<RecallRecipient[]> {
  const address = sql`lower(${RECIPIENT})`;
  const rows = await db
    .selectDistinctOn([address, registrations.serialNumber], {
      registrationId: registrations.id,
      serialNumber: registrations.serialNumber,
      productModel: registrations.productModel,
      language: LANGUAGE,
      to: RECIPIENT,
    })
    .from(registrations)
    .leftJoin(safetyContacts, eq(safetyContacts.registrationId, registrations.id))
    .where(and(reachedBy(selection), sql`${RECIPIENT} is not null`))
    // The newest registration of an address and device speaks for it (its language).
    .orderBy(address, registrations.serialNumber, sql`${registrations.createdAt} desc`);
  return rows.flatMap((row) => (row.to === null ? [] : [{ ...row, to: row.to }]));
}
