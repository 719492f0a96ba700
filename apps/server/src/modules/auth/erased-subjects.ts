import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { erasedSubjects } from '../../db/schema';

/** Longer than any provider's access tokens live (Azure AD B2C allows up to 24 hours). */
export const ERASED_SUBJECT_HOURS = 24;

/** Tokens of `subject` issued until now stop working; in the erasure's transaction. */
export async function rememberErasedSubject(
  tx: Pick<Database, 'insert'>,
  subject: string,
  now: Date,
): Promise<void> {
  await tx
    .insert(erasedSubjects)
    .values({ subject, erasedAt: now })
    .onConflictDoUpdate({ target: erasedSubjects.subject, set: { erasedAt: now } });
}

/**
 * Whether a token of `subject` issued at `issuedAt` belongs to an account erased since: read
 * from the database, so every replica refuses it at the next request. An external provider's
 * person may sign in again afterwards: their new tokens are issued later and pass.
 */
export async function isErasedSince(
  db: Pick<Database, 'select'>,
  subject: string,
  issuedAt: Date,
): Promise<boolean> {
  const rows = await db
    .select({ subject: erasedSubjects.subject })
    .from(erasedSubjects)
    .where(and(eq(erasedSubjects.subject, subject), gte(erasedSubjects.erasedAt, issuedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The hourly clean-up: every token these could refuse has expired. */
export async function deleteOldErasedSubjects(db: Pick<Database, 'delete'>): Promise<void> {
  await db
    .delete(erasedSubjects)
    .where(
      lt(erasedSubjects.erasedAt, sql`now() - make_interval(hours => ${ERASED_SUBJECT_HOURS})`),
    );
}
