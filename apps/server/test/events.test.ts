import { asc, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_CATALOGUE, type EventType } from '@pr/contracts/events';
import { companies, events } from '../src/db/schema';
import { batchCommand, endUserCommand } from './commands';
import { confirmationLinkIn, mailsTo, pressConfirm } from './outbox';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { installerClaims, mintAccessToken, ownerClaims, useCaller } from './tokens';

describe.each(databaseKinds)('events written with their change (%s)', (kind) => {
  const t = useTestApp(kind, {
    BATCH_RATE_LIMIT_PER_MINUTE: '1000',
    // One mail a day per address: the second registration to one is refused after its insert.
    CONFIRMATION_MAILS_PER_RECIPIENT_PER_DAY: '1',
  });
  const staff = useCaller(t);
  let lastSeq = 0;

  const bearer = async (claims: Record<string, unknown>, subject: string) => ({
    ...csrfHeaders(),
    authorization: `Bearer ${await mintAccessToken(t.app, { claims, subject })}`,
  });
  /** The events written since the last call, in order, each checked against its schema. */
  const newEvents = async () => {
    const rows = await t.app.database.db
      .select()
      .from(events)
      .where(gt(events.seq, lastSeq))
      .orderBy(asc(events.seq));
    lastSeq = rows.at(-1)?.seq ?? lastSeq;
    for (const row of rows) {
      const entry = EVENT_CATALOGUE[row.type as EventType];
      expect(entry.payload.safeParse(row.payload).success, row.type).toBe(true);
      expect(row.version).toBe(entry.version);
    }
    return rows;
  };
  const put = (serial: string, payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: `/api/${serial}?locale=fr-FR`, payload, headers });

  it('publishes one schema per event type and version in the OpenAPI document', async () => {
    const document = (await t.app.inject('/api/docs/json')).json<{
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    }>();
    for (const [type, entry] of Object.entries(EVENT_CATALOGUE)) {
      const schema = document.components.schemas[`WebhookEvent_${type}_v${entry.version}`];
      expect(schema?.properties, type).toHaveProperty('data');
    }
  });

  it('a pending registration is created; confirming it supersedes the others', async () => {
    await newEvents();
    const first = await put(
      '100000031',
      endUserCommand('100000031', 'a@example.com'),
      csrfHeaders(),
    );
    const second = await put(
      '100000031',
      endUserCommand('100000031', 'b@example.com'),
      csrfHeaders(),
    );
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect((await newEvents()).map((e) => [e.type, e.payload.status])).toEqual([
      ['registration.created', 'pending'],
      ['registration.created', 'pending'],
    ]);
    const [mail] = await mailsTo(t, 'a@example.com');
    expect((await pressConfirm(t, confirmationLinkIn(mail))).statusCode).toBe(200);
    const confirmed = await newEvents();
    expect(confirmed.map((e) => [e.type, e.payload.registrationId])).toEqual([
      ['registration.confirmed', first.json<{ registrationId: string }>().registrationId],
      ['registration.superseded', second.json<{ registrationId: string }>().registrationId],
    ]);
    // Personal data stays apart from the payload every subscriber gets.
    expect(JSON.stringify(confirmed[0]?.payload)).not.toContain('a@example.com');
    expect(confirmed[0]?.personal).toMatchObject({ endUser: { email: 'a@example.com' } });
  });

  it('a refused command writes no event: the event is in the transaction of the change', async () => {
    await newEvents();
    const owner = await bearer({ ...ownerClaims, email_verified: true }, 'owner-1');
    expect((await put('100000032', endUserCommand('100000032'), owner)).statusCode).toBe(201);
    expect((await newEvents()).map((e) => e.type)).toEqual([
      'registration.created',
      'registration.confirmed',
    ]);
    // Refused after the registration and its event were written: both roll back.
    expect(
      (await put('100000034', endUserCommand('100000034', 'c@example.com'), csrfHeaders()))
        .statusCode,
    ).toBe(201);
    expect((await newEvents()).map((e) => e.type)).toEqual(['registration.created']);
    const flooded = await put(
      '100000035',
      endUserCommand('100000035', 'c@example.com'),
      csrfHeaders(),
    );
    expect(flooded.statusCode).toBe(429);
    expect(await newEvents()).toEqual([]);
  });

  it('a transfer tells both sides once the new owner confirms; staff cancelling is an event', async () => {
    const owner = await bearer({ ...ownerClaims, email_verified: true }, 'owner-2');
    const registered = await put('100000033', endUserCommand('100000033'), owner);
    const id = registered.json<{ registrationId: string }>().registrationId;
    await newEvents();
    const transfer = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${id}/transfer`,
      headers: owner,
      payload: { email: 'next@example.com', firstName: 'Lucie', lastName: 'Moreau' },
    });
    expect(transfer.statusCode, transfer.body).toBe(202);
    expect((await newEvents()).map((e) => [e.type, e.payload.replacesRegistrationId])).toEqual([
      ['registration.created', id],
    ]);
    const [mail] = await mailsTo(t, 'next@example.com');
    expect((await pressConfirm(t, confirmationLinkIn(mail))).statusCode).toBe(200);
    const moved = await newEvents();
    expect(moved.map((e) => e.type)).toEqual([
      'registration.confirmed',
      'registration.transferred',
    ]);
    const transferred = moved[1];
    expect(transferred?.payload).toMatchObject({
      from: { registrationId: id, status: 'cancelled' },
      to: { replacesRegistrationId: id, status: 'confirmed' },
    });
    expect(transferred?.personal).toMatchObject({
      from: { endUser: { email: 'owner@example.com' } },
      to: { endUser: { email: 'next@example.com' } },
    });

    const newId = (transferred?.payload as { to: { registrationId: string } }).to.registrationId;
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/console/registrations/${newId}/cancel`,
      headers: staff,
      payload: { reason: 'Registered by mistake' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await newEvents()).map((e) => [e.type, e.payload.reason])).toEqual([
      ['registration.cancelled', 'Registered by mistake'],
    ]);
  });

  it('a batch writes each registration’s events; company decisions and catalog imports are events', async () => {
    await newEvents();
    const installer = await bearer(installerClaims, 'installer-1');
    const batch = await t.app.inject({
      method: 'PUT',
      url: '/api/devices/batch?locale=fr-FR',
      headers: { ...installer, 'idempotency-key': 'events-batch-0001' },
      payload: batchCommand(['100000041', '100000042']),
    });
    expect(batch.statusCode, batch.body).toBe(201);
    const stored = await newEvents();
    expect(stored.map((e) => [e.type, e.payload.channel, e.payload.registrantType])).toEqual([
      ['registration.created', 'bulk', 'installer'],
      ['registration.confirmed', 'bulk', 'installer'],
      ['registration.created', 'bulk', 'installer'],
      ['registration.confirmed', 'bulk', 'installer'],
    ]);

    const [company] = await t.app.database.db
      .insert(companies)
      .values({ name: 'Nouvelle Chauffe SARL', email: 'contact@nouvelle.example' })
      .returning();
    const reject = await t.app.inject({
      method: 'POST',
      url: `/api/console/companies/${company?.id}/reject`,
      headers: staff,
      payload: { reason: 'Unknown trade register number' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const catalog = await t.app.inject({
      method: 'POST',
      url: '/api/console/catalog/import',
      headers: staff,
      payload: { files: [{ name: 'catalog.json', text: '{"products": []}' }] },
    });
    expect(catalog.statusCode, catalog.body).toBe(200);
    const decided = await newEvents();
    expect(decided.map((e) => [e.type, e.payload])).toEqual([
      [
        'company.rejected',
        expect.objectContaining({
          companyId: company?.id,
          status: 'rejected',
          reason: 'Unknown trade register number',
        }),
      ],
      ['catalog.imported', expect.objectContaining({ products: 0 })],
    ]);
    expect(decided[0]?.personal).toMatchObject({ email: 'contact@nouvelle.example' });
  });
});
