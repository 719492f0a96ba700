import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RegistrationDetail, RegistrationPage } from '@pr/contracts/console';
import { endUserCommand, rivoliAddress } from './commands';
import { decodeJwt, signInThroughProvider } from './oidc-client';
import { confirmationLinkIn, mailsTo, pressConfirm } from './outbox';
import { createTestApp, csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { installerClaims, mintAccessToken, ownerClaims, useCaller } from './tokens';

describe('the embedded provider’s demo staff account', () => {
  it('carries the staff role in its token, and the role opens the console API', async () => {
    const t = await createTestApp('pglite');
    try {
      const { tokens } = await signInThroughProvider(t.app, 'staff@example.com', 'Staff-2024!');
      expect(decodeJwt(tokens.access_token).payload).toMatchObject({
        given_name: 'Claire',
        family_name: 'Bernard',
        roles: 'registration-admin',
      });
      const res = await t.app.inject({
        url: '/api/console/registrations',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseKinds)('console registrations on %s', (kind) => {
  const t = useTestApp(kind, { REGISTRATION_RATE_LIMIT_PER_MINUTE: '1000' });
  const staff = useCaller(t);

  const bearer = async (subject: string, claims: Record<string, unknown>) => ({
    ...csrfHeaders(),
    authorization: `Bearer ${await mintAccessToken(t.app, { subject, claims })}`,
  });
  const register = async (
    serial: string,
    body: object,
    headers: Record<string, string> = csrfHeaders(),
  ) => t.app.inject({ method: 'PUT', url: `/api/${serial}?locale=fr-FR`, headers, payload: body });
  const cancel = (id: string, reason: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/registrations/${id}/cancel`,
      headers: staff,
      payload: { reason },
    });
  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/console/registrations?${query}`, headers: staff });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<RegistrationPage>();
  };

  it('finds registrations by serial, e-mail, company, postal code, status and channel', async () => {
    await register('100000031', endUserCommand('100000031', 'Pending.Person@example.com'));
    await register(
      '100000032',
      endUserCommand('100000032'),
      await bearer('owner-32', { ...ownerClaims, email: 'owner32@example.com' }),
    );
    await register(
      '100000033',
      {
        serialNumber: '100000033',
        productModel: 'Flow 350',
        installationDate: '2026-03-14T00:00:00.000Z',
        installerCompany: { name: installerClaims.company_name, email: 'x@example.com' },
        installationAddress: { ...rivoliAddress, postalCode: '75002' },
      },
      await bearer('installer-33', installerClaims),
    );
    expect((await search('serial=100000031')).items).toMatchObject([
      {
        serialNumber: '100000031',
        status: 'pending',
        channel: 'web',
        email: 'Pending.Person@example.com',
      },
    ]);
    expect((await search('email=pending.person%40example.com')).items).toHaveLength(1);
    expect((await search('company=dubois%20chauff')).items.map((i) => i.serialNumber)).toContain(
      '100000033',
    );
    expect((await search('postalCode=75002')).items.map((i) => i.serialNumber)).toEqual([
      '100000033',
    ]);
    const confirmed = await search('status=confirmed&channel=web');
    expect(confirmed.items.map((i) => i.serialNumber)).toEqual(
      expect.arrayContaining(['100000032', '100000033']),
    );
    expect(confirmed.items.every((i) => i.status === 'confirmed')).toBe(true);
    expect((await search('status=pending')).items.map((i) => i.serialNumber)).toContain(
      '100000031',
    );
  });

  it('pages through results by keyset, newest first, without gaps or repeats', async () => {
    for (const serial of ['100000041', '100000042', '100000043', '100000044', '100000045']) {
      await register(serial, endUserCommand(serial, 'pager@example.com'));
    }
    const seen: string[] = [];
    let after = '';
    for (let page = 0; page < 5; page++) {
      const result = await search(
        `email=pager%40example.com&limit=2${after ? `&after=${after}` : ''}`,
      );
      seen.push(...result.items.map((i) => i.serialNumber));
      if (!result.next) break;
      after = result.next;
    }
    expect(seen).toEqual(['100000045', '100000044', '100000043', '100000042', '100000041']);
    const oldest = await search('email=pager%40example.com&sort=oldest&limit=1');
    expect(oldest.items[0]?.serialNumber).toBe('100000041');
  });

  it('answers bad filters with 400 and the field, and a forged cursor with 400', async () => {
    const bad = await t.app.inject({
      url: '/api/console/registrations?status=lost&limit=0',
      headers: staff,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ details: { path: string }[] }>().details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['querystring/status', 'querystring/limit']),
    );
    // Found by the API fuzz test: PostgreSQL has no year 0, and the export broke off mid-file.
    for (const path of ['/api/console/registrations', '/api/console/registrations/export']) {
      const day = await t.app.inject({ url: `${path}?from=0000-02-29`, headers: staff });
      expect(day.statusCode).toBe(400);
      expect(day.json()).toMatchObject({ details: [{ path: 'querystring/from' }] });
    }
    const cursor = await t.app.inject({
      url: '/api/console/registrations?after=bm9wZQ',
      headers: staff,
    });
    expect(cursor.statusCode).toBe(400);
    expect(cursor.json()).toMatchObject({ code: 'invalid_cursor' });
  });

  it('cancels a squatter’s registration with a reason: the owner can register, all is on record', async () => {
    // A squatter's account registered the serial first and holds it.
    const squatter = await register(
      '100000051',
      endUserCommand('100000051'),
      await bearer('squatter-51', { ...ownerClaims, email: 'squatter51@example.com' }),
    );
    const id = squatter.json<{ registrationId: string }>().registrationId;
    const owner = () =>
      register('100000051', endUserCommand('100000051', 'real.owner51@example.com'));
    expect((await owner()).statusCode).toBe(409);

    const short = await cancel(id, '');
    expect(short.statusCode).toBe(400);
    const cancelled = await cancel(id, 'Squatting: the invoice names another owner');
    expect(cancelled.statusCode).toBe(200);
    const detail = cancelled.json<RegistrationDetail>();
    expect(detail).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Squatting: the invoice names another owner',
    });
    expect(detail.history.map((e) => e.kind)).toEqual(
      expect.arrayContaining(['created', 'mail', 'staff']),
    );
    const again = await cancel(id, 'Twice');
    expect(again.statusCode).toBe(409);

    // The serial is free again for the real owner, and the squatter was told why.
    expect((await owner()).statusCode).toBe(201);
    // Besides the mail with the certificate they got when they registered.
    const told = (await mailsTo(t, 'squatter51@example.com')).filter((mail) =>
      mail.includes('Squatting: the invoice names another owner'),
    );
    expect(told).toHaveLength(1);

    const audit = await t.app.inject({ url: `/api/console/audit?targetId=${id}`, headers: staff });
    expect(audit.json()).toMatchObject({
      items: [
        {
          action: 'cancel',
          actor: 'staff@example.com',
          targetId: id,
          reason: 'Squatting: the invoice names another owner',
        },
      ],
    });
  });

  it('keeps staff reads in the audit log, out of the registration’s own history (issue 48)', async () => {
    const stored = await register('100000052', endUserCommand('100000052', 'reads52@example.com'));
    const id = stored.json<{ registrationId: string }>().registrationId;
    const view = () => t.app.inject({ url: `/api/console/registrations/${id}`, headers: staff });
    await view();
    const detail = (await view()).json<RegistrationDetail>();
    expect(detail.history.filter((event) => event.kind === 'staff')).toEqual([]);
    expect(detail.history.map((event) => event.kind)).toContain('created');

    const audit = await t.app.inject({ url: `/api/console/audit?targetId=${id}`, headers: staff });
    const actions = audit.json<{ items: { action: string }[] }>().items.map((i) => i.action);
    expect(actions.filter((action) => action === 'view').length).toBeGreaterThanOrEqual(2);
  });

  it('moves an owner registration to another address, which holds it once confirmed', async () => {
    const first = await register(
      '100000081',
      endUserCommand('100000081'),
      await bearer('owner-81', { ...ownerClaims, email: 'old.owner81@example.com' }),
    );
    const id = first.json<{ registrationId: string }>().registrationId;
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/console/registrations/${id}/reassign`,
      headers: staff,
      payload: { email: 'new.owner81@example.com', reason: 'Sold with the house; invoice checked' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const detail = moved.json<RegistrationDetail>();
    expect(detail).toMatchObject({ status: 'pending', email: 'new.owner81@example.com' });
    // The old registration holds the serial until the new address confirms.
    expect(
      (await register('100000081', endUserCommand('100000081', 'third@example.com'))).statusCode,
    ).toBe(409);
    expect((await search('serial=100000081&status=confirmed')).items.map((i) => i.id)).toEqual([
      id,
    ]);

    const link = confirmationLinkIn((await mailsTo(t, 'new.owner81@example.com'))[0]);
    const confirmed = await pressConfirm(t, link);
    expect(confirmed.statusCode).toBe(200);
    const after = await search('serial=100000081');
    expect(after.items.map((i) => [i.email, i.status]).sort()).toEqual([
      ['new.owner81@example.com', 'confirmed'],
      ['old.owner81@example.com', 'cancelled'],
    ]);
    const audit = await t.app.inject({ url: `/api/console/audit?targetId=${id}`, headers: staff });
    expect(audit.json()).toMatchObject({ items: [{ action: 'reassign' }] });
    // A cancelled registration cannot move again.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/console/registrations/${id}/reassign`,
      headers: staff,
      payload: { email: 'other@example.com', reason: 'Again' },
    });
    expect(again.statusCode).toBe(409);
  });

  it('shows a pending registration another one confirmed first as replaced, not as cancelled', async () => {
    await register('100000093', endUserCommand('100000093', 'first93@example.com'));
    await register('100000093', endUserCommand('100000093', 'second93@example.com'));
    const link = confirmationLinkIn((await mailsTo(t, 'second93@example.com'))[0]);
    expect((await pressConfirm(t, link)).statusCode).toBe(200);
    const found = await search('serial=100000093');
    expect(found.items.map((i) => [i.email, i.status]).sort()).toEqual([
      ['first93@example.com', 'superseded'],
      ['second93@example.com', 'confirmed'],
    ]);
    expect((await search('serial=100000093&status=superseded')).items).toHaveLength(1);
    expect((await search('serial=100000093&status=cancelled')).items).toEqual([]);
  });

  it('keeps a cancelled pending registration cancelled when its mailed link is used', async () => {
    const pending = await register('100000091', endUserCommand('100000091', 'link91@example.com'));
    const id = pending.json<{ registrationId: string }>().registrationId;
    expect((await cancel(id, 'Squatting: no invoice')).statusCode).toBe(200);
    const link = confirmationLinkIn(
      (await mailsTo(t, 'link91@example.com')).find((mail) => confirmationLinkIn(mail) !== ''),
    );
    const page = await pressConfirm(t, link);
    expect(page.body).toContain('Enregistrement annulé');
    expect((await search('serial=100000091')).items).toMatchObject([{ status: 'cancelled' }]);
  });

  it('records every page a search reads, filtered or not, and every registration viewed', async () => {
    const serial = `search-${kind}`;
    const audited = async (action: string) =>
      (
        await t.app.inject({ url: `/api/console/audit?action=${action}&limit=200`, headers: staff })
      ).json<{ items: { targetId: string; actor: string }[] }>().items;
    const before = (await audited('search')).length;
    await search(`serial=${serial}`);
    await search('limit=1');
    const page = await search('limit=1');
    expect(page.next).not.toBeNull();
    const next = await search(`limit=1&after=${encodeURIComponent(page.next ?? '')}`);
    const searches = await audited('search');
    expect(searches.length - before).toBe(4);
    expect(searches.filter((entry) => entry.targetId === `serial=${serial}`)).toEqual([
      expect.objectContaining({ actor: 'staff@example.com' }),
    ]);
    expect(searches.filter((entry) => entry.targetId === 'all').length).toBeGreaterThanOrEqual(3);
    const shown = next.items[0]?.id ?? '';
    await t.app.inject({ url: `/api/console/registrations/${shown}`, headers: staff });
    expect((await audited('view')).map((entry) => entry.targetId)).toContain(shown);
  });

  it('pages on only from a cursor it gave: a well-formed one made by hand is a 400', async () => {
    const page = await search('limit=1');
    const [position = ''] = (page.next ?? '').split('.');
    const { at } = JSON.parse(Buffer.from(position, 'base64url').toString('utf8')) as {
      at: string;
    };
    const forged = Buffer.from(
      JSON.stringify({ at, id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' }),
    ).toString('base64url');
    for (const after of [forged, `${forged}.${'A'.repeat(22)}`]) {
      const res = await t.app.inject({
        url: `/api/console/registrations?limit=1&after=${after}`,
        headers: staff,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_cursor' });
    }
  });

  it('keeps the audit log append-only, even for a client of the database itself', async () => {
    await expect(
      t.app.database.db.execute(sql`update staff_actions set reason = 'changed'`),
    ).rejects.toThrow();
    await expect(t.app.database.db.execute(sql`delete from staff_actions`)).rejects.toThrow();
    await expect(t.app.database.db.execute(sql`truncate staff_actions`)).rejects.toThrow();
  });

  it('answers 404 for an unknown registration and lets no customer in', async () => {
    const unknown = await t.app.inject({
      url: '/api/console/registrations/00000000-0000-4000-8000-000000000000',
      headers: staff,
    });
    expect(unknown.statusCode).toBe(404);
    const customer = await t.app.inject({
      url: '/api/console/registrations',
      headers: await bearer('customer', ownerClaims),
    });
    expect(customer.statusCode).toBe(403);
    expect((await t.app.inject('/api/console/registrations')).statusCode).toBe(401);
  });
});
