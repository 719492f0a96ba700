import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { emailSchema, normalizeEmail } from '@pr/contracts';
import type { Database } from '../../db/client';
import { hashSecretToken } from '../../db/secret-token';
import { isUuid } from '../../db/is-uuid';
import {
  accounts,
  companies,
  emailVerifications,
  normalizedEmail,
  oidcPayloads,
  passwordResets,
} from '../../db/schema';
import { fileCompanyDetails, findCompany, type Company } from '../companies/companies';
import type { Profile, SignUp } from './account-schemas';
import type { PasswordHasher } from './passwords';

export type Account = typeof accounts.$inferSelect;

export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60_000;

const byEmail = (email: string) => eq(normalizedEmail(accounts.email), normalizeEmail(email));

export async function findAccountById(db: Database, id: string): Promise<Account | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  return account;
}

/** The account of an e-mail address; none for text that is no address (a NUL byte, say). */
export async function findAccountByEmail(
  db: Database,
  email: string,
): Promise<Account | undefined> {
  if (!emailSchema.safeParse(email.trim()).success) return undefined;
  const [account] = await db.select().from(accounts).where(byEmail(email));
  return account;
}

/**
 * Stores a new account. Its e-mail is unverified (email_verified false, no sign-in) until
 * the owner opens a mailed link, unless `emailVerifiedAt` says it already was.
 */
export async function createAccount(
  db: Database,
  passwords: PasswordHasher,
  input: SignUp & { locale?: string | null; emailVerifiedAt?: Date; roles?: string[] },
): Promise<{ ok: true; account: Account } | { ok: false; reason: 'email_taken' }> {
  const passwordHash = await passwords.hash(input.password);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        email: input.email.trim(),
        passwordHash,
        givenName: input.givenName,
        familyName: input.familyName,
        locale: input.locale ?? null,
        emailVerifiedAt: input.emailVerifiedAt ?? null,
        roles: input.roles ?? [],
      })
      .onConflictDoNothing()
      .returning();
    if (!account) return { ok: false, reason: 'email_taken' } as const;
    // A company named at sign-up is an application: staff verify it first.
    const companyId = await fileCompanyDetails(tx, account.id, null, input.company);
    if (companyId === null) return { ok: true, account } as const;
    const [withCompany] = await tx
      .update(accounts)
      .set({ companyId })
      .where(eq(accounts.id, account.id))
      .returning();
    return { ok: true, account: withCompany ?? account } as const;
  });
}

/** An account with the company it applied for (approved or not), for its token's claims. */
export async function findAccountWithCompany(
  db: Database,
  id: string,
): Promise<{ account: Account; company: Company | null } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ account: accounts, company: companies })
    .from(accounts)
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, id));
  return row;
}

/** A refusal says no more than "wrong": not whether the account exists or is locked. */
export type SignInResult = { ok: true; account: Account } | { ok: false; reason: 'invalid' };

const INVALID: SignInResult = { ok: false, reason: 'invalid' };

/**
 * Checks a password. An unknown e-mail answers as a wrong password does, after the same
 * hashing time. Failures are throttled per account and client address by the caller
 * (sign-in-throttle.ts), never by a lock on the account: a stranger's failures must not keep
 * its owner out. A hash of an older cost is replaced at a successful sign-in.
 */
export async function signIn(
  db: Database,
  passwords: PasswordHasher,
  email: string,
  password: string,
): Promise<SignInResult> {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await passwords.verify(password, passwords.unknownAccountHash);
    return INVALID;
  }
  if (!(await passwords.verify(password, account.passwordHash))) return INVALID;
  const upgrade = passwords.needsRehash(account.passwordHash)
    ? await passwords.hash(password)
    : null;
  // The lock columns are what an earlier version counted in; a success clears what it left.
  if (account.failedSignIns > 0 || account.lockedUntil || upgrade) {
    await db
      .update(accounts)
      .set({ failedSignIns: 0, lockedUntil: null, ...(upgrade ? { passwordHash: upgrade } : {}) })
      .where(eq(accounts.id, account.id));
  }
  return { ok: true, account };
}

/** Saves names and company; new or changed company details go to staff for verification. */
export async function updateProfile(
  db: Database,
  id: string,
  profile: Profile,
): Promise<Account | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
    if (!current) return undefined;
    const company = await findCompany(tx, current.companyId);
    const companyId = await fileCompanyDetails(tx, id, company, profile.company);
    const [account] = await tx
      .update(accounts)
      .set({
        givenName: profile.givenName,
        familyName: profile.familyName,
        companyId,
        updatedAt: new Date(),
      })
      .where(eq(accounts.id, id))
      .returning();
    return account;
  });
}

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
    tokenHash: hashSecretToken(token),
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
        eq(passwordResets.tokenHash, hashSecretToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/**
 * Ends every sign-in of an account: its provider sessions, grants, and the codes and refresh
 * tokens issued under those grants. Access tokens are signed JWTs and live out their minutes.
 */
async function revokeSignIns(
  db: Pick<Database, 'delete' | 'select'>,
  accountId: string,
): Promise<void> {
  const ofAccount = sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`;
  const grantsOfAccount = db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Grant'), ofAccount));
  await db
    .delete(oidcPayloads)
    .where(or(ofAccount, inArray(oidcPayloads.grantId, grantsOfAccount)));
}

/**
 * Sets a new password with a valid token; the token and every other open one stop working,
 * and so does every sign-in made with the old password (it may have been an attacker's).
 */
export async function completePasswordReset(
  db: Database,
  passwords: PasswordHasher,
  token: string,
  password: string,
  now = new Date(),
): Promise<boolean> {
  const passwordHash = await passwords.hash(password);
  return db.transaction(async (tx) => {
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResets.tokenHash, hashSecretToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .returning({ accountId: passwordResets.accountId });
    if (!reset) return false;
    await tx
      .update(accounts)
      .set({
        passwordHash,
        failedSignIns: 0,
        lockedUntil: null,
        // The link reached the address's mailbox: that verifies it as well.
        emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(accounts.id, reset.accountId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt)));
    await revokeSignIns(tx, reset.accountId);
    return true;
  });
}

/** A one-time link token that confirms the account's e-mail address (valid for a day). */
export async function createEmailVerification(
  db: Database,
  accountId: string,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailVerifications).values({
    tokenHash: hashSecretToken(token),
    accountId,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  return token;
}

const openVerification = (token: string, now: Date) =>
  and(
    eq(emailVerifications.tokenHash, hashSecretToken(token)),
    isNull(emailVerifications.usedAt),
    gt(emailVerifications.expiresAt, now),
  );

/** The address an open verification link is for (its page shows it), or undefined. */
export async function findEmailVerification(
  db: Database,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const [row] = await db
    .select({ email: accounts.email })
    .from(emailVerifications)
    .innerJoin(accounts, eq(accounts.id, emailVerifications.accountId))
    .where(openVerification(token, now));
  return row?.email;
}

/** Marks an account's e-mail verified (the demo accounts, whose addresses are ours). */
export async function markEmailVerified(db: Database, accountId: string): Promise<void> {
  await db.update(accounts).set({ emailVerifiedAt: new Date() }).where(eq(accounts.id, accountId));
}

/** Marks the account's e-mail verified through an open link; false for a used or lapsed one. */
export async function verifyEmail(db: Database, token: string, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(openVerification(token, now))
      .returning({ accountId: emailVerifications.accountId });
    if (!link) return false;
    await tx
      .update(accounts)
      .set({
        emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        updatedAt: now,
      })
      .where(eq(accounts.id, link.accountId));
    return true;
  });
}
