import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECIPIENT_TYPE } from '@pr/contracts';
import { devices, registrationFlags, registrations, staffActions } from '../src/db/schema';
import { isHoldingStatus } from '../src/db/holding';
import { registrationStateOf } from '../src/modules/registrations/registration-state';
import { databaseKinds, useTestApp } from './test-app';
import { DEMO_POINTS, pointsRequests, POINTS_TEST_ENV } from './points-requests';

/** A few demo serials, so that companies and owners keep meeting on the same devices. */
const SERIALS = ['100000150', '100000151', '100000152', '100000153', '100000154'];

/**
 * The first two pool devices were made after EARLY_DAY: a registration installed on it is
 * flagged for review (before_manufacture), and its points stay held until staff accept it.
 */
const MADE_ON = '2026-01-01';
const EARLY_DAY = '2025-06-02T00:00:00.000Z';

type Action =
  | { type: 'register'; serial: number; company: number; verified: boolean; early: boolean }
  | { type: 'accept'; pick: number }
  | { type: 'confirm'; pick: number }
  | { type: 'cancel'; pick: number }
  | { type: 'transfer'; serial: number }
  | { type: 'supersede'; serial: number; company: number }
  | { type: 'adjust'; company: number; points: number };

const serial = fc.nat({ max: SERIALS.length - 1 });
const company = fc.nat({ max: 1 });
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    type: fc.constant('register'),
    serial,
    company,
    verified: fc.boolean(),
    early: fc.boolean(),
  }),
  fc.record({ type: fc.constant('accept'), pick: fc.nat() }),
  fc.record({ type: fc.constant('confirm'), pick: fc.nat() }),
  fc.record({ type: fc.constant('cancel'), pick: fc.nat() }),
  fc.record({ type: fc.constant('transfer'), serial }),
  fc.record({ type: fc.constant('supersede'), serial, company }),
  fc.record({
    type: fc.constant('adjust'),
    company,
    points: fc.integer({ min: -500, max: 500 }).filter((points) => points !== 0),
  }),
);

describe.each(databaseKinds)('the points ledger on %s', (kind) => {
  const t = useTestApp(kind, POINTS_TEST_ENV);
  let companyIds: string[];
  beforeAll(async () => {
    companyIds = [await p.companyId(0), await p.companyId(1)];
    await t.app.database.db
      .update(devices)
      .set({ manufacturedOn: MADE_ON })
      .where(inArray(devices.serialNumber, SERIALS.slice(0, 2)));
  });
  const p = pointsRequests(() => t);

  const registrationsOfPool = () =>
    t.app.database.db
      .select()
      .from(registrations)
      .where(inArray(registrations.serialNumber, SERIALS))
      .orderBy(registrations.createdAt, registrations.id);
  const picked = <T>(rows: T[], pick: number) =>
    rows.length === 0 ? undefined : rows[pick % rows.length];
  /** Every call is answered: a refusal (409) is fine, a failure (5xx) is not. */
  const answered = <R extends { statusCode: number; body: string }>(res: R): R => {
    expect(res.statusCode, res.body).toBeLessThan(500);
    return res;
  };

  async function run(step: Action): Promise<void> {
    switch (step.type) {
      case 'register':
        answered(
          await p.registerAsInstaller(
            SERIALS[step.serial] ?? '',
            step.company,
            step.verified,
            step.early ? EARLY_DAY : undefined,
          ),
        );
        return;
      case 'accept': {
        const flagged = await openFlagged();
        const id = picked([...flagged], step.pick);
        if (id) expect((await p.acceptReview(id)).statusCode).toBe(200);
        return;
      }
      case 'supersede': {
        // One company's link waits while the other's verified account takes the serial.
        const device = SERIALS[step.serial] ?? '';
        answered(await p.registerAsInstaller(device, step.company, false));
        answered(await p.registerAsInstaller(device, 1 - step.company, true));
        return;
      }
      case 'confirm': {
        const pending = (await registrationsOfPool()).filter(
          (row) => registrationStateOf(row) === 'pending',
        );
        const row = picked(pending, step.pick);
        if (row) answered(await p.confirm(row.id));
        return;
      }
      case 'cancel': {
        const live = (await registrationsOfPool()).filter((row) =>
          ['pending', 'confirmed'].includes(registrationStateOf(row)),
        );
        const row = picked(live, step.pick);
        if (row) answered(await p.cancel(row.id));
        return;
      }
      case 'transfer': {
        // An owner's registration moves to another address: the copy's confirmation cancels
        // the owner's, which has no points; the installer's ledger must not notice.
        const registered = answered(await p.registerAsOwner(SERIALS[step.serial] ?? ''));
        if (registered.statusCode >= 300) return;
        const { registrationId } = registered.json<{ registrationId: string }>();
        const moved = answered(await p.transfer(registrationId, 'lucie@example.com'));
        if (moved.statusCode !== 202) return;
        answered(await p.confirm(moved.json<{ registrationId: string }>().registrationId));
        return;
      }
      case 'adjust':
        expect((await p.adjust(companyIds[step.company] ?? '', step.points)).statusCode).toBe(204);
        return;
    }
  }

  /** Registrations with a flag staff have not reviewed. */
  const openFlagged = async () =>
    new Set(
      (
        await t.app.database.db
          .select({ id: registrationFlags.registrationId })
          .from(registrationFlags)
          .where(eq(registrationFlags.state, 'open'))
      ).map((row) => row.id),
    );

  /** Points by state of some entries. */
  const sums = (rows: { state: string; points: number }[]) => ({
    available: rows.filter((e) => e.state === 'available').reduce((s, e) => s + e.points, 0),
    held: rows.filter((e) => e.state === 'held').reduce((s, e) => s + e.points, 0),
  });

  async function checkLedger(): Promise<void> {
    for (const [index, companyId] of companyIds.entries()) {
      // Read through the API first: reading settles lapsed holds before the sums below.
      const { balance } = await p.statement(index);
      const entries = (await p.entries()).filter((entry) => entry.companyId === companyId);
      expect(balance).toEqual(sums(entries));
      // The same balance from what the registrations are now and what staff adjusted.
      const own = await t.app.database.db
        .select()
        .from(registrations)
        .where(
          and(
            eq(registrations.companyId, companyId),
            eq(registrations.registrantType, RECIPIENT_TYPE.installer),
          ),
        );
      const adjustments = await t.app.database.db
        .select({ details: staffActions.details })
        .from(staffActions)
        .where(and(eq(staffActions.action, 'points_adjust'), eq(staffActions.targetId, companyId)));
      const adjusted = adjustments.reduce((s, row) => s + Number(row.details?.points), 0);
      // A registration holding its serial is available once nothing is left to review.
      const flagged = await openFlagged();
      const holding = own.filter((row) => isHoldingStatus(row.confirmationStatus));
      expect(balance).toEqual({
        available: DEMO_POINTS * holding.filter((row) => !flagged.has(row.id)).length + adjusted,
        held:
          DEMO_POINTS *
          (own.filter((row) => registrationStateOf(row) === 'pending').length +
            holding.filter((row) => flagged.has(row.id)).length),
      });
    }
    // No registration that lost its serial keeps a point, in either state.
    const all = await p.entries();
    for (const row of await registrationsOfPool()) {
      const own = sums(all.filter((entry) => entry.registrationId === row.id));
      const state = registrationStateOf(row);
      if (state === 'cancelled' || state === 'superseded') {
        expect(own, `${row.id} (${state})`).toEqual({ available: 0, held: 0 });
      }
    }
  }

  // The runs share one database (a fresh app per run would cost seconds each): the ledger is
  // checked against everything done so far, and a shrunk counterexample is only the last steps.
  it('keeps every balance the sum of its entries, flagged ones held until accepted, and no cancelled registration’s points', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (steps) => {
        for (const step of steps) {
          await run(step);
          await checkLedger();
        }
      }),
      { numRuns: 25 },
    );
  }, 300_000);
});
