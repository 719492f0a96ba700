import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, passwordResets } from '../../db/schema';
import type { Profile, SignUp } from './account-schemas';
import { hashPassword, UNKNOWN_ACCOUNT_HASH, verifyPassword } from './passwords';

export type Account = typeof accounts.$inferSelect;

/** Failed sign-ins in a row that lock an account, and for how long. */
export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MS = 15 * 60_000;
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;

const byEmail = (email: string) => eq(sql`lower(${accounts.email})`, email.trim().toLowerCase());

export async function findAccountById(db: Database, id: string): Promise<Account | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  return account;
}

export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<Account | undefined> {
  const [account] = await db.select().from(accounts).where(byEmail(email));
  return account;
}

export async function createAccount(
  db: Database,
  input: SignUp & { locale?: string | null },
): Promise<{ ok: true; account: Account } | { ok: false; reason: 'email_taken' }> {
  const passwordHash = await hashPassword(input.password);
  const [account] = await db
    .insert(accounts)
    .values({
      email: input.email.trim(),
      passwordHash,
      givenName: input.givenName,
      familyName: input.familyName,
      companyName: input.companyName,
      companyEmail: input.companyEmail,
      locale: input.locale ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return account ? { ok: true, account } : { ok: false, reason: 'email_taken' };
}

export type SignInResult =
  | { ok: true; account: Account }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterMs: number };

/**
 * Checks a password. Five failures in a row lock the account for 15 minutes; an unknown
 * e-mail costs the same hashing time as a known one, so timing reveals no accounts.
 */
export async function signIn(
  db: Database,
  email: string,
  password: string,
  now = new Date(),
): Promise<SignInResult> {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await verifyPassword(password, UNKNOWN_ACCOUNT_HASH);
    return { ok: false, reason: 'invalid' };
  }
  if (account.lockedUntil && account.lockedUntil > now) {
    return {
      ok: false,
      reason: 'locked',
      retryAfterMs: account.lockedUntil.getTime() - now.getTime(),
    };
  }
  if (await verifyPassword(password, account.passwordHash)) {
    if (account.failedSignIns > 0 || account.lockedUntil) {
      await db
        .update(accounts)
        .set({ failedSignIns: 0, lockedUntil: null })
        .where(eq(accounts.id, account.id));
    }
    return { ok: true, account };
  }
  // Counted in the database, so every replica sees the same count.
  const [updated] = await db
    .update(accounts)
    .set({
      failedSignIns: sql`case when ${accounts.failedSignIns} + 1 >= ${LOCKOUT_THRESHOLD} then 0 else ${accounts.failedSignIns} + 1 end`,
      lockedUntil: sql`case when ${accounts.failedSignIns} + 1 >= ${LOCKOUT_THRESHOLD} then ${new Date(now.getTime() + LOCKOUT_MS).toISOString()}::timestamptz else null end`,
    })
    .where(eq(accounts.id, account.id))
    .returning({ lockedUntil: accounts.lockedUntil });
  if (updated?.lockedUntil) {
    return {
      ok: false,
      reason: 'locked',
      retryAfterMs: updated.lockedUntil.getTime() - now.getTime(),
    };
  }
  return { ok: false, reason: 'invalid' };
}

export async function updateProfile(
  db: Database,
  id: string,
  profile: Profile,
): Promise<Account | undefined> {
  const [account] = await db
    .update(accounts)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(accounts.id, id))
    .returning();
  return account;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A one-time reset token for the account of this e-mail, or undefined when there is none. */
export async function createPasswordReset(
  db: Database,
  email: string,
  now = new Date(),
): Promise<{ token: string; account: Account } | undefined> {
  const account = await findAccountByEmail(db, email);
  if (!account) return undefined;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResets).values({
    tokenHash: hashToken(token),
    accountId: account.id,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  return { token, account };
}

export async function isPasswordResetValid(
  db: Database,
  token: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ accountId: passwordResets.accountId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/** Sets a new password with a valid token; the token and every other open one stop working. */
export async function completePasswordReset(
  db: Database,
  token: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ accountId: passwordResets.accountId });
    if (!reset) return false;
    await tx
      .update(accounts)
      .set({ passwordHash, failedSignIns: 0, lockedUntil: null, updatedAt: now })
      .where(eq(accounts.id, reset.accountId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt)));
    return true;
  });
}
