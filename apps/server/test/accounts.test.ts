import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { accounts } from '../src/db/schema';
import { createAccount, signIn } from '../src/modules/accounts/accounts';
import { createPasswordHasher } from '../src/modules/accounts/passwords';
import { PASSWORD_HASHING_TEST_TIMEOUT_MS } from './oidc-client';
import { databaseKinds, openTestDatabase, testPasswords } from './test-app';

/** A hash as the first release stored it: scrypt at N = 2^15. */
function firstReleaseHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, {
    N: 2 ** 15,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', 2 ** 15, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let handle: DatabaseHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await openTestDatabase(kind));
  });
  afterAll(async () => close());

  const newAccount = async (email: string, password: string) => {
    const created = await createAccount(handle.db, testPasswords, {
      email,
      password,
      givenName: 'Lou',
      familyName: 'Lock',
      company: null,
    });
    if (!created.ok) throw new Error('account not created');
    return created.account;
  };

  it(
    'never locks an account: the right password passes after many wrong ones, and a refusal says only "wrong"',
    async () => {
      await newAccount('race@example.com', 'Race-Account-1');
      const attempts = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          signIn(handle.db, testPasswords, 'race@example.com', `Wrong-${i}-x`),
        ),
      );
      expect(attempts.every((attempt) => !attempt.ok)).toBe(true);
      // Strangers' failures cost the owner nothing; the throttle per client address is the
      // interaction routes' (sign-in-throttle.ts).
      expect(
        (await signIn(handle.db, testPasswords, 'race@example.com', 'Race-Account-1')).ok,
      ).toBe(true);
      expect(await signIn(handle.db, testPasswords, 'race@example.com', 'Wrong-again-x')).toEqual({
        ok: false,
        reason: 'invalid',
      });
      expect(
        await signIn(handle.db, testPasswords, 'nobody@example.com', 'Race-Account-1'),
      ).toEqual({
        ok: false,
        reason: 'invalid',
      });
    },
    PASSWORD_HASHING_TEST_TIMEOUT_MS,
  );

  it("hashes at OWASP's scrypt cost and upgrades an older hash at the next sign-in", async () => {
    // The product's own cost, not the tests' cheaper one (test-passwords.ts).
    const owasp = createPasswordHasher();
    expect((await owasp.hash('Some-Password-1')).split('$').slice(0, 4)).toEqual([
      'scrypt',
      String(2 ** 17),
      '8',
      '1',
    ]);
    const account = await newAccount('old-hash@example.com', 'Old-Hash-Pass-1');
    await handle.db
      .update(accounts)
      .set({ passwordHash: firstReleaseHash('Old-Hash-Pass-1') })
      .where(eq(accounts.id, account.id));
    expect((await signIn(handle.db, owasp, 'old-hash@example.com', 'Old-Hash-Pass-1')).ok).toBe(
      true,
    );
    const [stored] = await handle.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(stored?.passwordHash.split('$')[1]).toBe(String(2 ** 17));
  });
});
