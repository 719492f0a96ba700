import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { erasedSubjects, oidcPayloads } from '../src/db/schema';
import { endUserCommand } from './commands';
import {
  bearer,
  decodeJwt,
  PASSWORD_HASHING_TEST_TIMEOUT_MS,
  refreshTokens,
  signInThroughProvider,
} from './oidc-client';
import { UNLIMITED_REGISTRATIONS } from './registration-requests';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { mintAccessToken } from './tokens';

describe.each(databaseKinds)('a deleted account’s tokens (%s)', (kind) => {
  const t = useTestApp(kind, UNLIMITED_REGISTRATIONS);

  it(
    'stop at the next request, with its refresh tokens and sessions',
    async () => {
      const { tokens } = await signInThroughProvider(t.app, 'owner@example.com', 'Owner-2024!');
      const subject = String(decodeJwt(tokens.access_token).payload.sub);
      const headers = { ...csrfHeaders(), ...bearer(tokens.access_token) };
      const erased = await t.app.inject({ method: 'DELETE', url: '/api/me/account', headers });
      expect(erased.statusCode, erased.body).toBe(200);

      const copy = await t.app.inject({ url: '/api/me/personal-data', headers });
      expect(copy.statusCode).toBe(401);
      expect(copy.json()).toMatchObject({ code: 'invalid_token' });
      const registered = await t.app.inject({
        method: 'PUT',
        url: '/api/100000101?locale=fr-FR',
        headers,
        payload: endUserCommand('100000101', 'owner@example.com'),
      });
      expect(registered.statusCode).toBe(401);
      expect((await refreshTokens(t.app, tokens.refresh_token)).statusCode).toBe(400);
      const left = await t.app.database.db
        .select({ id: oidcPayloads.id })
        .from(oidcPayloads)
        .where(sql`${oidcPayloads.payload}->>'accountId' = ${subject}`);
      expect(left).toEqual([]);
    },
    PASSWORD_HASHING_TEST_TIMEOUT_MS,
  );

  it('stop on every replica, and a later sign-in of the same subject works', async () => {
    const subject = 'external-person-46';
    const claims = { email: 'ext46@example.com', email_verified: true };
    const before = await mintAccessToken(t.app, { subject, claims });
    const other = await mintAccessToken(t.app, { subject: 'external-person-47', claims });
    // Another replica erased them: all this one knows is what that replica wrote.
    await t.app.database.db
      .insert(erasedSubjects)
      .values({ subject: 'external-person-47', erasedAt: new Date() });
    const elsewhere = await t.app.inject({ url: '/api/me/personal-data', headers: bearer(other) });
    expect(elsewhere.statusCode).toBe(401);

    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/me/account',
      headers: { ...csrfHeaders(), ...bearer(before) },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/me/personal-data', headers: bearer(before) })).statusCode,
    ).toBe(401);
    // Signed in again at the external provider: a token issued after the erasure.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await mintAccessToken(t.app, { subject, claims });
    expect(
      (await t.app.inject({ url: '/api/me/personal-data', headers: bearer(after) })).statusCode,
    ).toBe(200);
  });
});
