import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RegistrationDetail } from '@pr/contracts/console';
import type { ReviewCount, ReviewPage } from '@pr/contracts/reviews';
import {
  incentives,
  registrationFlags,
  registrationNetworks,
  registrations,
  staffActions,
} from '../src/db/schema';
import { deleteOldNetworkHashes } from '../src/modules/reviews/anomaly-rules';
import { endUserCommand, installerCommand } from './commands';
import { COMPANY_NAMES, DEMO_POINTS, pointsRequests, POINTS_TEST_ENV } from './points-requests';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';

/** Demo devices made on 2026-01-01 and shipped on 2026-01-15 (demo-catalog.ts). */
const LATE_MADE = ['100000201', '100000202', '100000203'] as const;
const BEFORE_MANUFACTURE = '2025-06-02T00:00:00.000Z';
/** Midnight UTC `days` days before today, as installation days are sent. */
const daysAgo = (days: number) => {
  const now = new Date();
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - days),
  ).toISOString();
};

/** One app per group of rules: each test's thresholds and counts are its own. */
function withApp(kind: (typeof databaseKinds)[number], env: Record<string, string> = {}) {
  const t = useTestApp(kind, { ...POINTS_TEST_ENV, ...env });
  const app = () => t;
  const p = pointsRequests(app);
  const idOf = (res: { json: () => unknown }) =>
    (res.json() as { registrationId: string }).registrationId;
  const registerOn = async (serial: string, company: number, day: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      headers: await p.installer(company),
      payload: installerCommand(serial, day, COMPANY_NAMES[company]),
    });
  const batch = async (serials: readonly string[], company: number, day?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/devices/batch?locale=fr-FR',
      headers: await p.installer(company),
      payload: {
        callerName: COMPANY_NAMES[company],
        confirmationEmail: 'contact@example.com',
        countryCode: 'FR',
        productRegistrations: serials.map((serial) =>
          installerCommand(serial, day, COMPANY_NAMES[company]),
        ),
      },
    });
  const queue = async (query = '') => {
    const res = await t.app.inject({
      url: `/api/console/reviews${query}`,
      headers: await p.staff(),
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json<ReviewPage>();
  };
  const openCount = async () => {
    const res = await t.app.inject({
      url: '/api/console/reviews/count',
      headers: await p.staff(),
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    return res.json<ReviewCount>().open;
  };
  const decide = async (id: string, decision: 'accept' | 'cancel', reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/console/reviews/${id}/${decision}`,
      headers: await p.staff(),
      payload: reason === undefined ? {} : { reason },
    });
  const rulesOf = async (registrationId: string) =>
    (
      await t.app.database.db
        .select({ rule: registrationFlags.rule })
        .from(registrationFlags)
        .where(eq(registrationFlags.registrationId, registrationId))
    )
      .map((row) => row.rule)
      .sort();
  const serialsFlagged = async (rule: string) =>
    (
      await t.app.database.db
        .select({ serial: registrations.serialNumber })
        .from(registrationFlags)
        .innerJoin(registrations, eq(registrations.id, registrationFlags.registrationId))
        .where(eq(registrationFlags.rule, rule))
    )
      .map((row) => row.serial)
      .sort();
  return { app, p, idOf, registerOn, batch, queue, openCount, decide, rulesOf, serialsFlagged };
}

describe.each(databaseKinds)('review queue on %s', (kind) => {
  const { app, p, idOf, registerOn, queue, openCount, decide, rulesOf } = withApp(kind);

  it('flags an installation before manufacture and shipment, and holds its points until accepted', async () => {
    const res = await registerOn(LATE_MADE[0], 0, BEFORE_MANUFACTURE);
    expect(res.statusCode, res.body).toBe(201);
    const id = idOf(res);
    expect(await rulesOf(id)).toEqual(['before_manufacture', 'before_shipment']);
    expect((await p.statement(0)).balance).toEqual({ available: 0, held: DEMO_POINTS });

    // A device installed after its shipment is not flagged, and earns its points at once.
    const fine = await registerOn(LATE_MADE[1], 0, '2026-02-01T00:00:00.000Z');
    expect(await rulesOf(idOf(fine))).toEqual([]);
    expect((await p.statement(0)).balance).toEqual({ available: DEMO_POINTS, held: DEMO_POINTS });

    const page = await queue();
    expect(page.items).toHaveLength(1);
    // The menu's count: one registration waiting, whatever number of flags it has.
    expect(await openCount()).toBe(1);
    expect(page.items[0]).toMatchObject({
      id,
      serialNumber: LATE_MADE[0],
      company: COMPANY_NAMES[0],
      heldPoints: DEMO_POINTS,
    });
    expect(page.items[0]?.flags.map((flag) => [flag.rule, flag.params])).toEqual([
      ['before_manufacture', { installedOn: '2025-06-02', date: '2026-01-01' }],
      ['before_shipment', { installedOn: '2025-06-02', date: '2026-01-15' }],
    ]);
    expect((await queue('?rule=serial_churn')).items).toEqual([]);
    expect((await queue('?rule=before_shipment')).items).toHaveLength(1);

    // The registration's detail shows its flags too.
    const detail = await app().app.inject({
      url: `/api/console/registrations/${id}`,
      headers: await p.staff(),
    });
    expect(detail.json<RegistrationDetail>().flags.map((flag) => flag.state)).toEqual([
      'open',
      'open',
    ]);

    const accepted = await decide(id, 'accept', 'Plaque signalétique vérifiée');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ flags: { state: string; decidedBy: string }[] }>().flags).toMatchObject([
      { state: 'accepted', decidedBy: 'staff-1' },
      { state: 'accepted', decidedBy: 'staff-1' },
    ]);
    const after = await p.statement(0);
    expect(after.balance).toEqual({ available: 2 * DEMO_POINTS, held: 0 });
    expect(
      after.items
        .slice(0, 2)
        .map((e) => [e.kind, e.state, e.points, e.reason])
        .sort(),
    ).toEqual(
      [
        ['credit', 'available', DEMO_POINTS, 'reviewed'],
        ['reversal', 'held', -DEMO_POINTS, 'reviewed'],
      ].sort(),
    );
    expect((await queue()).items).toEqual([]);
    expect(await openCount()).toBe(0);
    // Decided once: nothing left to accept.
    expect((await decide(id, 'accept')).statusCode).toBe(404);
    expect((await decide('not-an-id', 'accept')).statusCode).toBe(404);

    const [audit] = await app()
      .app.database.db.select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'review_accept'), eq(staffActions.targetId, id)));
    expect(audit).toMatchObject({
      actorSubject: 'staff-1',
      reason: 'Plaque signalétique vérifiée',
      details: { rules: ['before_manufacture', 'before_shipment'] },
    });
  });

  it('cancels a flagged registration with its reason: serial freed, points reversed, audited', async () => {
    const res = await registerOn(LATE_MADE[2], 1, BEFORE_MANUFACTURE);
    const id = idOf(res);
    expect((await p.statement(1)).balance).toEqual({ available: 0, held: DEMO_POINTS });
    expect((await decide(id, 'cancel')).statusCode).toBe(400);
    const cancelled = await decide(id, 'cancel', 'Installé avant sa fabrication');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await p.statement(1)).balance).toEqual({ available: 0, held: 0 });
    const [row] = await app()
      .app.database.db.select()
      .from(registrations)
      .where(eq(registrations.id, id));
    expect(row).toMatchObject({
      confirmationStatus: 'cancelled',
      cancelReason: 'Installé avant sa fabrication',
    });
    const actions = await app()
      .app.database.db.select({ action: staffActions.action, reason: staffActions.reason })
      .from(staffActions)
      .where(eq(staffActions.targetId, id));
    expect(actions).toEqual([{ action: 'review_cancel', reason: 'Installé avant sa fabrication' }]);
    expect((await decide(id, 'cancel', 'Encore une fois')).statusCode).toBe(404);
  });

  it('closes the open flags of a registration staff cancel from its page', async () => {
    const res = await registerOn('100000150', 0, BEFORE_MANUFACTURE);
    const id = idOf(res);
    await app()
      .app.database.db.insert(registrationFlags)
      .values({ registrationId: id, rule: 'serial_churn', params: { count: 2, days: 90 } });
    expect((await p.cancel(id, 'Doublon évident')).statusCode).toBe(200);
    expect((await queue()).items).toEqual([]);
  });

  it('pages the queue newest flag first', async () => {
    const ids: string[] = [];
    for (const serial of ['100000160', '100000161', '100000162']) {
      const res = await registerOn(serial, 0, daysAgo(1));
      ids.push(idOf(res));
    }
    for (const [index, id] of ids.entries()) {
      await app()
        .app.database.db.insert(registrationFlags)
        .values({
          registrationId: id,
          rule: 'serial_churn',
          params: { count: 2, days: 90 },
          createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
        });
    }
    const first = await queue('?limit=2');
    expect(first.items.map((item) => item.id)).toEqual([ids[2], ids[1]]);
    const second = await queue(`?limit=2&after=${encodeURIComponent(first.next ?? '')}`);
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    expect(second.next).toBeNull();
    const forged = await app().app.inject({
      url: '/api/console/reviews?after=forged.cursor',
      headers: await p.staff(),
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe.each(databaseKinds)('company volume rule on %s', (kind) => {
  const { app, p, registerOn, batch, serialsFlagged } = withApp(kind, {
    REVIEW_COMPANY_DAY_MIN: '5',
    REVIEW_COMPANY_DAY_FACTOR: '30',
  });
  const serials = (from: number, count: number) =>
    Array.from({ length: count }, (_, index) => String(from + index));

  it('flags a day beyond the minimum, then beyond the factor times the usual day, in one batch of hundreds', async () => {
    // 150 rows in one batch: every row over the minimum is flagged, set-based.
    const first = serials(100000001, 150);
    expect((await batch(first, 1, daysAgo(2))).statusCode).toBe(201);
    expect(await serialsFlagged('company_volume')).toEqual(first.sort());
    expect((await p.statement(1)).balance).toEqual({ available: 0, held: 150 * DEMO_POINTS });

    // Those were yesterday's: the company's mean is now 5 a day, its limit 30 × 5 = 150.
    await app()
      .app.database.db.update(registrations)
      .set({ createdAt: sql`created_at - interval '1 day'` })
      .where(eq(registrations.companyId, await p.companyId(1)));
    const second = serials(100000151, 10);
    expect((await batch(second, 1, daysAgo(2))).statusCode).toBe(201);
    expect((await serialsFlagged('company_volume')).length).toBe(150);
    expect((await p.statement(1)).balance.available).toBe(10 * DEMO_POINTS);

    // Another company's day is its own.
    const res = await registerOn('100000199', 0, daysAgo(2));
    expect(res.statusCode).toBe(201);
    expect((await serialsFlagged('company_volume')).includes('100000199')).toBe(false);
  });
});

describe.each(databaseKinds)('deadline rule on %s', (kind) => {
  const { app, p, registerOn, serialsFlagged } = withApp(kind, {
    REVIEW_DEADLINE_DAYS: '2',
    REVIEW_DEADLINE_PER_DAY: '2',
  });

  it('flags a company registering more than the limit on an incentive’s last days', async () => {
    await app()
      .app.database.db.insert(incentives)
      .values({
        key: 'installer-window',
        recipientType: 2,
        description: { fr: 'Prime si enregistré sous 30 jours' },
        registrationWindowDays: 30,
        points: 10,
      });
    // Installed 10 days ago: far from the deadline, never counted.
    await registerOn('100000001', 0, daysAgo(10));
    await registerOn('100000002', 0, daysAgo(29));
    await registerOn('100000003', 0, daysAgo(30));
    expect(await serialsFlagged('deadline_rush')).toEqual([]);
    // The third near the deadline today is one too many; past the window it earns nothing.
    const third = await registerOn('100000004', 0, daysAgo(29));
    expect(third.statusCode).toBe(201);
    await registerOn('100000005', 0, daysAgo(40));
    expect(await serialsFlagged('deadline_rush')).toEqual(['100000004']);
    const [flag] = await app()
      .app.database.db.select()
      .from(registrationFlags)
      .where(eq(registrationFlags.rule, 'deadline_rush'));
    expect(flag?.params).toEqual({ count: 3, limit: 2, daysLeft: 1 });
    expect((await p.statement(0)).balance.held).toBe(DEMO_POINTS + 10);
  });
});

describe.each(databaseKinds)('serial and network rules on %s', (kind) => {
  const { app, p, idOf, serialsFlagged } = withApp(kind, {
    REVIEW_SERIAL_CANCELLATIONS: '2',
    REVIEW_ANONYMOUS_PER_NETWORK_PER_HOUR: '2',
  });
  const registerOwner = async (serial: string) => p.registerAsOwner(serial);

  it('flags a serial cancelled and registered again repeatedly', async () => {
    const serial = '908765401';
    for (let round = 0; round < 2; round += 1) {
      const res = await registerOwner(serial);
      expect(res.statusCode, res.body).toBe(201);
      expect(await serialsFlagged('serial_churn')).toEqual([]);
      expect((await p.cancel(idOf(res), 'Enregistrement erroné')).statusCode).toBe(200);
    }
    const third = await registerOwner(serial);
    expect(third.statusCode).toBe(201);
    const [flag] = await app()
      .app.database.db.select()
      .from(registrationFlags)
      .where(eq(registrationFlags.registrationId, idOf(third)));
    expect(flag).toMatchObject({ rule: 'serial_churn', params: { count: 2, days: 90 } });
  });

  it('flags many anonymous registrations from one network within an hour, keeping only a keyed hash', async () => {
    const anonymous = (serial: string, remoteAddress: string) =>
      app().app.inject({
        method: 'PUT',
        url: `/api/${serial}?locale=fr-FR`,
        remoteAddress,
        headers: csrfHeaders(),
        payload: endUserCommand(serial, `anon-${serial}@example.com`),
      });
    expect((await anonymous('100000020', '203.0.113.7')).statusCode).toBe(201);
    expect((await anonymous('100000021', '203.0.113.8')).statusCode).toBe(201);
    expect((await anonymous('100000022', '198.51.100.9')).statusCode).toBe(201);
    expect((await anonymous('100000023', '2001:db8:1:2::1')).statusCode).toBe(201);
    expect(await serialsFlagged('anonymous_network')).toEqual([]);
    expect((await anonymous('100000024', '203.0.113.200')).statusCode).toBe(201);
    expect(await serialsFlagged('anonymous_network')).toEqual(['100000024']);

    const stored = await app().app.database.db.select().from(registrationNetworks);
    expect(stored).toHaveLength(5);
    expect(new Set(stored.map((row) => row.networkHash)).size).toBe(3);
    expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113|198\.51|2001:db8/);

    await app()
      .app.database.db.update(registrationNetworks)
      .set({ createdAt: sql`now() - interval '25 hours'` });
    await deleteOldNetworkHashes(app().app.database.db, 24);
    expect(await app().app.database.db.select().from(registrationNetworks)).toEqual([]);
  });
});
