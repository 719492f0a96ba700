import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountConsentStateSchema } from '@pr/contracts';
import { accountConsents } from '../src/db/schema';
import { accountConsentState } from '../src/modules/consents/record-consents';
import { installerCommand } from './commands';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { installerClaims, mintAccessToken } from './tokens';

const consents = { privacyPolicy: true, termsOfUse: true };

describe.each(databaseKinds)('the consents an account gave once (%s)', (kind) => {
  const t = useTestApp(kind, {
    PRIVACY_POLICY_VERSION: '2026-11',
    TERMS_OF_USE_VERSION: '2026-10',
  });

  const installer = async (subject: string) => ({
    ...csrfHeaders(),
    authorization: `Bearer ${await mintAccessToken(t.app, { claims: installerClaims, subject })}`,
  });
  const stateOf = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ url: '/api/me/consents', headers });
    expect(res.statusCode, res.body).toBe(200);
    return accountConsentStateSchema.parse(res.json());
  };
  const register = async (headers: Record<string, string>, serial: string, withConsents = true) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      headers,
      payload: { ...installerCommand(serial), ...(withConsents ? { consents } : {}) },
    });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('knows an installer agreed to the current texts once they did, and nobody else’s', async () => {
    const headers = await installer('consenting-installer');
    expect(await stateOf(headers)).toEqual({ privacyPolicy: null, termsOfUse: null });
    // A registration without consents (an integrator's) records none.
    await register(headers, '100000041', false);
    expect(await stateOf(headers)).toEqual({ privacyPolicy: null, termsOfUse: null });

    await register(headers, '100000042');
    const first = await stateOf(headers);
    expect(first).toMatchObject({
      privacyPolicy: { version: '2026-11' },
      termsOfUse: { version: '2026-10' },
    });
    // Agreeing again keeps the first time.
    await register(headers, '100000043');
    expect(await stateOf(headers)).toEqual(first);

    const other = await installer('other-installer');
    expect(await stateOf(other)).toEqual({ privacyPolicy: null, termsOfUse: null });
    expect((await t.app.inject({ url: '/api/me/consents' })).statusCode).toBe(401);
  });

  it('asks again once a text has a new version', async () => {
    const headers = await installer('installer-before-the-new-terms');
    await register(headers, '100000044');
    const state = await accountConsentState(t.app.database.db, 'installer-before-the-new-terms', {
      privacyPolicy: '2026-11',
      termsOfUse: '2027-01',
    });
    expect(state.privacyPolicy?.version).toBe('2026-11');
    expect(state.termsOfUse).toBeNull();
  });

  it('goes with the account when it is erased', async () => {
    const headers = await installer('installer-leaving');
    await register(headers, '100000045');
    const erased = await t.app.inject({ method: 'DELETE', url: '/api/me/account', headers });
    expect(erased.statusCode, erased.body).toBe(200);
    const rows = await t.app.database.db
      .select()
      .from(accountConsents)
      .where(eq(accountConsents.accountSubject, 'installer-leaving'));
    expect(rows).toEqual([]);
  });
});
