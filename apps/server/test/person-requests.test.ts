import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PersonalDataExport } from '@pr/contracts/personal-data';
import { staffActions } from '../src/db/schema';
import { endUserCommand } from './commands';
import { mailsTo } from './outbox';
import { registrationRequests, UNLIMITED_REGISTRATIONS } from './registration-requests';
import { databaseKinds, useTestApp } from './test-app';
import { useCaller } from './tokens';

describe.each(databaseKinds)('staff handle a person’s request (%s)', (kind) => {
  const t = useTestApp(kind, UNLIMITED_REGISTRATIONS);
  const staff = useCaller(t);
  const { put, stored } = registrationRequests(() => t);

  it('find everything about an address, then erase it with a reason, both on record', async () => {
    const email = 'lea.durand@example.com';
    expect((await put('100000172', endUserCommand('100000172', email))).statusCode).toBe(201);
    expect(
      (await put('100000173', endUserCommand('100000173', 'other@example.com'))).statusCode,
    ).toBe(201);
    await mailsTo(t, email);

    const found = await t.app.inject({
      url: `/api/console/people?email=${encodeURIComponent('LEA.Durand@example.com')}`,
      headers: staff,
    });
    expect(found.statusCode).toBe(200);
    const data = found.json<PersonalDataExport>();
    expect(data.registrations.map((r) => r.serialNumber)).toEqual(['100000172']);
    expect(data.mails.map((m) => m.to)).toEqual([email]);
    expect(JSON.stringify(data)).not.toContain('other@example.com');

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/console/people/erase',
      headers: staff,
      payload: { email, reason: 'x' },
    });
    expect(refused.statusCode).toBe(400);
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/console/people/erase',
      headers: staff,
      payload: { email, reason: 'Demande écrite du 3 mars' },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toMatchObject({ erased: { account: false, registrations: 1 } });
    const [row] = await stored('100000172');
    expect(row).toMatchObject({
      endUserEmail: null,
      street: '',
      personalDataErasureReason: 'Demande écrite du 3 mars',
    });
    expect((await stored('100000173'))[0]?.endUserEmail).toBe('other@example.com');
    // The person is told (in the default locale's language: they have no account).
    expect((await mailsTo(t, email)).some((mail) => mail.includes('Ihr Konto'))).toBe(true);

    const entries = await t.app.database.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.actorEmail, 'staff@example.com'));
    expect(entries.map((entry) => [entry.action, entry.targetType, entry.reason])).toEqual(
      expect.arrayContaining([
        ['export', 'person', null],
        ['erase_personal_data', 'account', 'Demande écrite du 3 mars'],
      ]),
    );
  });

  it('tells nobody when the address held nothing (a mistyped one)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/console/people/erase',
      headers: staff,
      payload: { email: 'never-seen@example.com', reason: 'Demande écrite' },
    });
    expect(res.json()).toMatchObject({ erased: { account: false, registrations: 0, mails: 0 } });
    expect(await mailsTo(t, 'never-seen@example.com')).toEqual([]);
  });
});
