import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registrations, safetyContacts } from '../../db/schema';

/** Why a registration's personal data went: kept beside it, so staff can tell. */
export const ERASURE_REASONS = {
  /** Never confirmed (its link lapsed), superseded or cancelled, longer ago than retention. */
  neverConfirmed: 'retention: never confirmed',
  /** Confirmed, and the warranty it was kept for has run out. */
  warrantyEnded: 'retention: warranty ended',
} as const;

/**
 * Pseudonymises the registrations `where` selects: name, e-mail, street, house number, the
 * extra address line, the safety contact, the link to an account and the confirmation link go; the device,
 * product, installation date, postal code, locality and country stay (the warranty, and
 * figures per postal area, need no person). Answers how many changed; one already erased is
 * left as it is. With `limit`, no more than that many: a batch of a job.
 */
export async function pseudonymiseRegistrations(
  tx: Pick<Database, 'update' | 'delete' | 'select'>,
  where: SQL | undefined,
  reason: string,
  now: Date,
  limit?: number,
): Promise<number> {
  const due = and(where, isNull(registrations.personalDataErasedAt));
  const changed = await tx
    .update(registrations)
    .set({
      street: '',
      houseNumber: '',
      additionalAddressLine1: null,
      endUserEmail: null,
      endUserFirstName: null,
      endUserLastName: null,
      accountSubject: null,
      confirmationToken: null,
      personalDataErasedAt: now,
      personalDataErasureReason: reason,
      updatedAt: now,
    })
    .where(
      limit === undefined
        ? due
        : inArray(
            registrations.id,
            tx.select({ id: registrations.id }).from(registrations).where(due).limit(limit),
          ),
    )
    .returning({ id: registrations.id });
  if (changed.length > 0) {
    await tx.delete(safetyContacts).where(
      inArray(
        safetyContacts.registrationId,
        changed.map((row) => row.id),
      ),
    );
  }
  return changed.length;
}

/** A mail emptied of its recipient and text: its subject stays in the registration's history. */
export const ERASED_MAIL = { to: '', text: '', html: null };

/** The registrations that never held their serial and ended before `cutoff`. */
export const neverConfirmedBefore = (cutoff: Date): SQL =>
  sql`(
    (${registrations.confirmationStatus} in ('superseded', 'cancelled')
      and coalesce(${registrations.cancelledAt}, ${registrations.updatedAt}) < ${cutoff})
    or (${registrations.confirmationStatus} = 'pending' and ${registrations.expiresAt} < ${cutoff})
  )`;
