import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { accounts, staffActions } from '../src/db/schema';
import { signIn } from '../src/modules/accounts/accounts';
import { endUserCommand } from './commands';
import { mailsTo } from './outbox';
import { registrationRequests, UNLIMITED_REGISTRATIONS } from './registration-requests';
import { csrfHeaders, databaseKinds, testPasswords, useTestApp } from './test-app';
import { mintAccessToken, ownerClaims } from './tokens';

const consents = { privacyPolicy: true, termsOfUse: true };

describe.each(databaseKinds)('an owner’s personal data (%s)', (kind) => {
  const t = useTestApp(kind, {
    ...UNLIMITED_REGISTRATIONS,
    PRIVACY_POLICY_VERSION: '2026-11',
  });
  const { put, stored } = registrationRequests(() => t);

  /** The demo owner, signed in through the embedded provider (their account id as subject). */
  const owner = async () => {
    const [account] = await t.app.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, 'owner@example.com'));
    if (!account) throw new Error('the demo owner is missing');
    const token = await mintAccessToken(t.app, {
      subject: account.id,
      claims: { ...ownerClaims, email_verified: true },
    });
    return { id: account.id, headers: { ...csrfHeaders(), authorization: `Bearer ${token}` } };
  };

  it('gives the owner everything held about them, and nobody else’s', async () => {
    const { headers } = await owner();
    // One made signed in, one made anonymously with their verified address, one by a stranger.
    expect(
      (
        await put(
          '100000181',
          { ...endUserCommand('100000181', 'owner@example.com'), consents },
          headers,
        )
      ).statusCode,
    ).toBe(201);
    expect(
      (await put('100000182', endUserCommand('100000182', 'OWNER@example.com'))).statusCode,
    ).toBe(201);
    expect(
      (await put('100000183', endUserCommand('100000183', 'stranger@example.com'))).statusCode,
    ).toBe(201);
    await mailsTo(t, 'owner@example.com');

    const res = await t.app.inject({ url: '/api/me/personal-data', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json<PersonalDataExport>();
    expect(data).toMatchObject({
      format: 'product-registration.personal-data.v1',
      account: { email: 'owner@example.com', givenName: 'Jean', familyName: 'Martin' },
    });
    expect(data.registrations.map((r) => r.serialNumber).sort()).toEqual([
      '100000181',
      '100000182',
    ]);
    expect(data.registrations[0]).toMatchObject({
      endUser: { firstName: expect.any(String) as unknown },
      address: { street: 'Rue de Rivoli' },
    });
    // The consents of step 5 came with the first only (the second's sender sent none).
    const first = data.registrations.find((r) => r.serialNumber === '100000181');
    expect(data.consents).toHaveLength(2);
    expect(data.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          registrationId: first?.id,
          kind: 'terms_of_use',
          textVersion: '2024-01',
        }),
        expect.objectContaining({
          registrationId: first?.id,
          kind: 'privacy_policy',
          textVersion: '2026-11',
          language: 'fr',
          channel: 'web',
        }),
      ]),
    );
    expect(data.mails.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).not.toContain('stranger@example.com');

    expect((await t.app.inject({ url: '/api/me/personal-data' })).statusCode).toBe(401);
  });

  it('erases the account at the owner’s request: the device stays registered without them, and a mail says what was kept', async () => {
    const { id, headers } = await owner();
    const withoutCsrf = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/account',
      headers: { authorization: headers.authorization },
    });
    expect(withoutCsrf.statusCode).toBe(403);

    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/account?language=de',
      headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ erased: { account: true, registrations: 2 } });

    const { db } = t.app.database;
    expect(await db.select().from(accounts).where(eq(accounts.id, id))).toEqual([]);
    expect((await signIn(db, testPasswords, 'owner@example.com', 'Owner-2024!')).ok).toBe(false);
    for (const serial of ['100000181', '100000182']) {
      const [row] = await stored(serial);
      expect(row).toMatchObject({
        endUserEmail: null,
        endUserFirstName: null,
        street: '',
        accountSubject: null,
        personalDataErasureReason: 'erasure requested by the person',
      });
      expect(row?.postalCode).toBe('75001');
      expect(row?.productModel).toBeTruthy();
    }
    // The signed-in one still holds its serial: the warranty goes on.
    const [kept] = await stored('100000181');
    expect(kept?.confirmationStatus).toBe('not_required');
    const [strangers] = await stored('100000183');
    expect(strangers?.endUserEmail).toBe('stranger@example.com');

    const mails = await mailsTo(t, 'owner@example.com');
    expect(
      mails.some((mail) => mail.includes('Behalten: Gerät, Produkt, Installationsdatum')),
    ).toBe(true);
    const [entry] = await db.select().from(staffActions).where(eq(staffActions.targetId, id));
    expect(entry).toMatchObject({
      action: 'erase_personal_data',
      actorEmail: null,
      targetType: 'account',
    });
    // The erased account's token stops at once (test/erased-account-tokens.test.ts).
    const after = await t.app.inject({ url: '/api/me/personal-data', headers });
    expect(after.statusCode).toBe(401);
  });
});
