import { createHmac } from 'node:crypto';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { normalizeEmail, type CurrentUser } from '@pr/contracts';
import type { AuditEntry } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { staffActions } from '../../db/schema';
import { loadOrCreateSecret } from '../../db/secrets';
import { newKey } from './page-cursors';

export interface StaffAction {
  action: AuditEntry['action'];
  targetType: string;
  targetId: string;
  reason?: string | null;
  details?: Record<string, unknown>;
}

/** Appends what a staff member did; the log has no way to change or remove it. */
export async function recordStaffAction(
  db: Pick<Database, 'insert'>,
  actor: Pick<CurrentUser, 'subject' | 'email'>,
  action: StaffAction,
): Promise<void> {
  await db.insert(staffActions).values({
    actorSubject: actor.subject,
    actorEmail: actor.email,
    action: action.action,
    targetType: action.targetType,
    targetId: action.targetId,
    reason: action.reason ?? null,
    details: action.details ?? null,
  });
}

/** A search's filters as the audit log names them: `status=pending name=Dub`, or `all`. */
export const filtersText = (filters: Record<string, unknown>) =>
  Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(' ') || 'all';

export const EMAIL_SUBJECT_PREFIX = 'email-hmac:';

/**
 * How the log names an e-mail address (a person without an account, a move's recipient): a
 * keyed hash, as the log cannot be changed when the person is erased. Staff holding the
 * address can still find its entries (the same address gives the same name); the log alone
 * does not tell the address, and the key stays in the database.
 */
export async function auditNameOfEmail(db: Database, email: string): Promise<string> {
  const key = await loadOrCreateSecret(db, 'audit-email-key', newKey);
  const hash = createHmac('sha256', key).update(normalizeEmail(email)).digest('base64url');
  return `${EMAIL_SUBJECT_PREFIX}${hash.slice(0, 32)}`;
}

type Row = typeof staffActions.$inferSelect;

export const toAuditEntry = (row: Row): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorEmail ?? row.actorSubject,
  action: row.action as AuditEntry['action'],
  targetType: row.targetType,
  targetId: row.targetId,
  reason: row.reason,
});

/** The newest staff actions first, filtered by action, actor (e-mail) or target. */
export async function listStaffActions(
  db: Database,
  filter: { action?: AuditEntry['action']; actor?: string; targetId?: string; limit: number },
): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(staffActions.action, filter.action));
  // Staff are named by e-mail, API clients by their client id.
  if (filter.actor) {
    const byActor = or(
      eq(staffActions.actorEmail, filter.actor),
      eq(staffActions.actorSubject, filter.actor),
    );
    if (byActor) conditions.push(byActor);
  }
  if (filter.targetId) conditions.push(eq(staffActions.targetId, filter.targetId));
  const rows = await db
    .select()
    .from(staffActions)
    .where(and(...conditions))
    .orderBy(desc(staffActions.at), desc(staffActions.id))
    .limit(filter.limit);
  return rows.map(toAuditEntry);
}
