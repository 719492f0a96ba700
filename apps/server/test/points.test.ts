import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ConsolePoints } from '@pr/contracts/points';
import { registrations, staffActions } from '../src/db/schema';
import { installerCommand } from './commands';
import { databaseKinds, useTestApp } from './test-app';
import { DEMO_POINTS, pointsRequests, POINTS_TEST_ENV } from './points-requests';

describe.each(databaseKinds)('installer points on %s', (kind) => {
  const t = useTestApp(kind, POINTS_TEST_ENV);
  const p = pointsRequests(() => t);
  const idOf = (res: { json: () => unknown }) =>
    (res.json() as { registrationId: string }).registrationId;

  it('credits a registration holding its serial at once, and its company only', async () => {
    const res = await p.registerAsInstaller('100000101', 0);
    expect(res.statusCode, res.body).toBe(201);
    const mine = await p.statement(0);
    expect(mine.balance).toEqual({ available: DEMO_POINTS, held: 0 });
    expect(mine.items).toMatchObject([
      {
        kind: 'credit',
        state: 'available',
        points: DEMO_POINTS,
        registrationId: idOf(res),
        serialNumber: '100000101',
      },
    ]);
    expect((await p.statement(1)).balance).toEqual({ available: 0, held: 0 });
    // The company repeating its registration is answered, not credited again.
    expect((await p.registerAsInstaller('100000101', 0)).statusCode).toBe(200);
    expect((await p.statement(0)).items).toHaveLength(1);
  });

  it('holds the points of a registration waiting for its link, then makes them available', async () => {
    const res = await p.registerAsInstaller('100000102', 1, false);
    expect(res.statusCode, res.body).toBe(201);
    expect((await p.statement(1)).balance).toEqual({ available: 0, held: DEMO_POINTS });
    expect((await p.confirm(idOf(res))).statusCode).toBe(200);
    const after = await p.statement(1);
    expect(after.balance).toEqual({ available: DEMO_POINTS, held: 0 });
    // No entry changed: the held credit is reversed and as many points credited available.
    expect(after.items.map((entry) => [entry.kind, entry.state, entry.points]).sort()).toEqual(
      [
        ['credit', 'available', DEMO_POINTS],
        ['credit', 'held', DEMO_POINTS],
        ['reversal', 'held', -DEMO_POINTS],
      ].sort(),
    );
  });

  it('reverses a superseded registration’s held points and a cancelled one’s', async () => {
    const pending = await p.registerAsInstaller('100000103', 1, false);
    expect((await p.statement(1)).balance.held).toBe(DEMO_POINTS);
    // Company 0 registers the same serial with a verified account: it holds it, 1's is taken.
    const holder = await p.registerAsInstaller('100000103', 0);
    expect(holder.statusCode).toBe(201);
    expect((await p.statement(1)).balance).toEqual({ available: DEMO_POINTS, held: 0 });
    const superseded = (await p.statement(1, '?kind=reversal')).items;
    expect(superseded[0]).toMatchObject({
      registrationId: idOf(pending),
      state: 'held',
      points: -DEMO_POINTS,
      reason: 'superseded',
    });
    expect((await p.statement(0)).balance.available).toBe(2 * DEMO_POINTS);
    expect((await p.cancel(idOf(holder), 'Device returned to the wholesaler')).statusCode).toBe(
      200,
    );
    const after = await p.statement(0, '?kind=reversal');
    expect(after.balance.available).toBe(DEMO_POINTS);
    expect(after.items).toMatchObject([
      { points: -DEMO_POINTS, reason: 'Device returned to the wholesaler' },
    ]);
  });

  it('reverses the held points of a link that lapsed when the balance is read', async () => {
    const res = await p.registerAsInstaller('100000104', 0, false);
    expect((await p.statement(0)).balance.held).toBe(DEMO_POINTS);
    await t.app.database.db
      .update(registrations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(registrations.id, idOf(res)));
    const after = await p.statement(0);
    expect(after.balance.held).toBe(0);
    expect(after.items[0]).toMatchObject({ kind: 'reversal', reason: 'expired' });
  });

  it('credits every registration of a bulk import, once even when the batch is sent again', async () => {
    const serials = ['100000110', '100000111', '100000112'];
    const before = (await p.statement(1)).balance.available;
    const send = async () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/devices/batch?locale=fr-FR',
        headers: { ...(await p.installer(1)), 'idempotency-key': 'points-batch-0001' },
        payload: {
          callerName: 'Martin Thermique SARL',
          confirmationEmail: 'contact@martin-thermique.example',
          countryCode: 'FR',
          productRegistrations: serials.map((serial) => ({
            ...installerCommand(serial, undefined, 'Martin Thermique SARL'),
          })),
        },
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBeLessThan(300);
    const after = await p.statement(1, '?kind=credit');
    expect(after.balance.available).toBe(before + serials.length * DEMO_POINTS);
    expect(after.items.filter((entry) => serials.includes(entry.serialNumber ?? ''))).toHaveLength(
      serials.length,
    );
  });

  it('filters the statement by kind and day, a page at a time', async () => {
    const all = await p.statement(1);
    const credits = await p.statement(1, '?kind=credit');
    expect(credits.items.every((entry) => entry.kind === 'credit')).toBe(true);
    expect(credits.items.length).toBeLessThan(all.items.length);
    expect((await p.statement(1, '?to=2000-01-01')).items).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await p.statement(1, `?from=${today}`)).items).toHaveLength(all.items.length);
    const first = await p.statement(1, '?limit=2');
    expect(first.items).toEqual(all.items.slice(0, 2));
    expect(first.next).not.toBeNull();
    const second = await p.statement(1, `?limit=2&after=${first.next ?? ''}`);
    expect(second.items).toEqual(all.items.slice(2, 4));
    const forged = await t.app.inject({
      url: '/api/installations/points?after=forged.cursor',
      headers: await p.installer(1),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('lets staff adjust with a reason, on record in the audit log', async () => {
    const companyId = await p.companyId(1);
    const before = (await p.statement(1)).balance.available;
    const res = await p.adjust(companyId, -20, 'Duplicate invoice credited twice');
    expect(res.statusCode, res.body).toBe(204);
    expect((await p.statement(1)).balance.available).toBe(before - 20);
    const [audit] = await t.app.database.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'points_adjust'));
    expect(audit).toMatchObject({
      targetType: 'company',
      targetId: companyId,
      reason: 'Duplicate invoice credited twice',
      details: { points: -20 },
    });
    expect((await p.adjust(companyId, 0)).statusCode).toBe(400);
    expect((await p.adjust(companyId, 5, '')).statusCode).toBe(400);
    expect((await p.adjust('00000000-0000-4000-8000-000000000000', 5)).statusCode).toBe(404);
  });

  it('shows staff every company’s balance, or one company’s statement', async () => {
    const staff = await p.staff();
    const all = await t.app.inject({ url: '/api/console/points', headers: staff });
    expect(all.statusCode, all.body).toBe(200);
    const { companies } = all.json<Extract<ConsolePoints, { companies: unknown }>>();
    const mine = await p.statement(1);
    expect(companies.find((company) => company.name === 'Martin Thermique SARL')).toMatchObject(
      mine.balance,
    );
    const one = await t.app.inject({
      url: `/api/console/points?companyId=${await p.companyId(1)}`,
      headers: staff,
    });
    expect(one.json()).toMatchObject({ balance: mine.balance, items: mine.items });
    const unknown = await t.app.inject({
      url: '/api/console/points?companyId=00000000-0000-4000-8000-000000000000',
      headers: staff,
    });
    expect(unknown.statusCode).toBe(404);
    const installer = await t.app.inject({
      url: '/api/console/points',
      headers: await p.installer(0),
    });
    expect(installer.statusCode).toBe(403);
  });

  it('refuses to change or remove an entry, even for a client of the database itself', async () => {
    expect((await p.entries()).length).toBeGreaterThan(0);
    const { db } = t.app.database;
    await expect(db.execute(sql`update points_entries set points = points + 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from points_entries`)).rejects.toThrow();
    await expect(db.execute(sql`truncate points_entries`)).rejects.toThrow();
  });
});
