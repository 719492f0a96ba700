import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox, registrations, staffActions } from '../src/db/schema';
import { applyRetention } from '../src/modules/privacy/personal-data-retention';
import { endUserCommand } from './commands';
import { confirmationLinkIn, mailsTo, pressConfirm } from './outbox';
import { registrationRequests, UNLIMITED_REGISTRATIONS } from './registration-requests';
import { databaseKinds, useTestApp } from './test-app';

const DAY_MS = 86_400_000;
const policy = { personalDataRetentionDays: 90, warrantyYears: 10 };

describe.each(databaseKinds)('personal data retention (%s)', (kind) => {
  const t = useTestApp(kind, UNLIMITED_REGISTRATIONS);
  const { put, stored } = registrationRequests(() => t);

  const registrationOf = async (serial: string) => {
    const [row] = await stored(serial);
    if (!row) throw new Error(`no registration of ${serial}`);
    return row;
  };

  it('erases a superseded registration’s personal data after the period, keeps a confirmed one, and says so in the audit log', async () => {
    const { db } = t.app.database;
    // Two owners claim one serial; the second confirms, the first is superseded.
    expect(
      (await put('100000101', endUserCommand('100000101', 'first@example.com'))).statusCode,
    ).toBe(201);
    expect(
      (await put('100000101', endUserCommand('100000101', 'second@example.com'))).statusCode,
    ).toBe(201);
    const rows = await stored('100000101');
    const first = rows.find((row) => row.endUserEmail === 'first@example.com');
    const second = rows.find((row) => row.endUserEmail === 'second@example.com');
    if (!first || !second) throw new Error('registrations missing');
    const link = confirmationLinkIn((await mailsTo(t, 'second@example.com'))[0]);
    const confirmed = await pressConfirm(t, link);
    expect(confirmed.statusCode).toBe(200);
    const [superseded] = await db
      .select()
      .from(registrations)
      .where(eq(registrations.id, first.id));
    expect(superseded?.confirmationStatus).toBe('superseded');
    // A registration whose link lapsed unconfirmed.
    expect(
      (await put('100000102', endUserCommand('100000102', 'late@example.com'))).statusCode,
    ).toBe(201);
    const lapsed = await registrationOf('100000102');

    // The mails these caused are sent before the clock moves: one still queued when the job
    // runs is sent afterwards, with its text, as it should be.
    await t.app.mailWorker.drain();
    // 89 days on, nothing is due yet.
    const now = Date.now();
    expect(await applyRetention(db, policy, new Date(now + 89 * DAY_MS))).toMatchObject({
      neverConfirmed: 0,
      warrantyEnded: 0,
    });

    // 100 days on: the superseded and the lapsed ones lose name, e-mail and street.
    const run = await applyRetention(db, policy, new Date(now + 100 * DAY_MS));
    expect(run).toMatchObject({ neverConfirmed: 2, warrantyEnded: 0 });
    const after = await db
      .select()
      .from(registrations)
      .where(inArray(registrations.id, [first.id, second.id, lapsed.id]));
    for (const id of [first.id, lapsed.id]) {
      const row = after.find((r) => r.id === id);
      expect(row).toMatchObject({
        endUserEmail: null,
        endUserFirstName: null,
        endUserLastName: null,
        street: '',
        houseNumber: '',
        accountSubject: null,
        confirmationToken: null,
        personalDataErasureReason: 'retention: never confirmed',
      });
      // What the warranty and the figures need stays.
      expect(row?.serialNumber).toMatch(/^10000010[12]$/);
      expect(row?.postalCode).not.toBe('');
      expect(row?.personalDataErasedAt).toBeInstanceOf(Date);
    }
    expect(after.find((r) => r.id === second.id)).toMatchObject({
      endUserEmail: 'second@example.com',
      personalDataErasedAt: null,
    });
    // Their mails lose recipient and text once sent; the subject stays in the history.
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.registrationId, [first.id, lapsed.id]));
    for (const mail of mails.filter((m) => m.status !== 'pending')) {
      expect(mail).toMatchObject({ to: '', text: '', html: null });
      expect(mail.subject).not.toBe('');
    }
    const [entry] = await db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'erase_personal_data'));
    expect(entry?.actorSubject).toBe('system:personal-data-retention');
    expect(entry?.details).toMatchObject({ neverConfirmed: 2 });

    // A second run finds nothing new; past the warranty, the confirmed one goes too.
    expect(await applyRetention(db, policy, new Date(now + 101 * DAY_MS))).toMatchObject({
      neverConfirmed: 0,
    });
    const installed = new Date(second.installationDate);
    const warrantyOver = new Date(installed);
    warrantyOver.setUTCFullYear(
      installed.getUTCFullYear() + 10,
      installed.getUTCMonth(),
      installed.getUTCDate() + 1,
    );
    expect(await applyRetention(db, policy, warrantyOver)).toMatchObject({ warrantyEnded: 1 });
    const [ended] = await db.select().from(registrations).where(eq(registrations.id, second.id));
    expect(ended).toMatchObject({
      endUserEmail: null,
      confirmationStatus: 'confirmed',
      personalDataErasureReason: 'retention: warranty ended',
    });
  });

  it('works in batches of its own transactions, each on record, until nothing is due', async () => {
    const { db } = t.app.database;
    const serials = ['100000103', '100000104', '100000105'];
    for (const serial of serials) {
      expect(
        (await put(serial, endUserCommand(serial, `lapse-${serial}@example.com`))).statusCode,
      ).toBe(201);
    }
    await t.app.mailWorker.drain();
    const later = new Date(Date.now() + 200 * DAY_MS);
    const before = await db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'erase_personal_data'));
    // Batches of one row of each kind: three batches erase the three lapsed registrations.
    const run = await applyRetention(db, policy, later, 1);
    expect(run?.neverConfirmed).toBe(3);
    for (const serial of serials) {
      expect((await registrationOf(serial)).endUserEmail).toBeNull();
    }
    const entries = (
      await db.select().from(staffActions).where(eq(staffActions.action, 'erase_personal_data'))
    ).filter((entry) => !before.some((earlier) => earlier.id === entry.id));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    expect(
      entries.reduce((sum, entry) => sum + Number(entry.details?.neverConfirmed ?? 0), 0),
    ).toBe(3);
    expect(await applyRetention(db, policy, later, 1)).toMatchObject({ neverConfirmed: 0 });
  });
});
