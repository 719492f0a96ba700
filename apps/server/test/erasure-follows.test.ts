import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RegistrationDetail } from '@pr/contracts/console';
import {
  events,
  registrations,
  staffActions,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '../src/db/schema';
import { endUserCommand } from './commands';
import { confirmationLinkIn, mailsTo, pressConfirm } from './outbox';
import { registrationRequests, UNLIMITED_REGISTRATIONS } from './registration-requests';
import { databaseKinds, useTestApp } from './test-app';
import { ownerClaims, useCaller } from './tokens';

describe.each(databaseKinds)('a move and an erasure (%s)', (kind) => {
  const t = useTestApp(kind, UNLIMITED_REGISTRATIONS);
  const staff = useCaller(t);
  const { put, bearer, stored } = registrationRequests(() => t);

  /** A confirmed registration of `email` (signed in, verified), moved by staff to `to`. */
  const confirmedAndMoved = async (serial: string, email: string, to: string) => {
    const first = await put(
      serial,
      endUserCommand(serial, email),
      await bearer({ ...ownerClaims, email, email_verified: true }, `owner-${serial}`),
    );
    expect(first.statusCode, first.body).toBe(201);
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/console/registrations/${first.json<{ registrationId: string }>().registrationId}/reassign`,
      headers: staff,
      payload: { email: to, reason: 'Sold with the house; invoice checked' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    return moved.json<RegistrationDetail>().id;
  };

  it('hands the device and its installation to the new address, nothing of the first owner', async () => {
    const id = await confirmedAndMoved('100000081', 'first461@example.com', 'new461@example.com');
    const [row] = await t.app.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, id));
    expect(row).toMatchObject({
      endUserEmail: 'new461@example.com',
      endUserFirstName: null,
      endUserLastName: null,
      street: '',
      houseNumber: '',
      postalCode: '75001',
      locality: 'Paris',
    });
    const copy = await t.app.inject({
      url: `/api/console/people?email=${encodeURIComponent('new461@example.com')}`,
      headers: staff,
    });
    expect(copy.body).not.toContain('Jean');
    expect(copy.body).not.toContain('Rivoli');
  });

  it('follows the person into moved registrations, events, webhook answers, the audit log and mail files', async () => {
    const email = 'first462@example.com';
    const id = await confirmedAndMoved('100000082', email, 'new462@example.com');
    const { db } = t.app.database;
    // A move made before moves stopped copying: the new registration carries the first owner.
    await db
      .update(registrations)
      .set({ endUserFirstName: 'Jean', endUserLastName: 'Martin', street: 'Rue de Rivoli' })
      .where(eq(registrations.id, id));
    const link = confirmationLinkIn((await mailsTo(t, 'new462@example.com'))[0]);
    expect((await pressConfirm(t, link)).statusCode).toBe(200);
    // A receiver that echoed a delivery of the first owner's registration.
    const [event] = await db.select({ id: events.id }).from(events)
      .where(sql`${events.payload}->'from'->>'registrationId' is not null
        and ${events.payload}->'to'->>'registrationId' = ${id}`);
    if (!event) throw new Error('no transfer event');
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        url: 'https://crm.example/hook',
        eventTypes: ['*'],
        secret: 'whsec_x',
        createdBy: 's',
      })
      .returning();
    const [delivery] = await db
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint?.id ?? '', eventId: event.id, eventSeq: 1 })
      .returning();
    await db.insert(webhookAttempts).values({
      deliveryId: delivery?.id ?? '',
      endpointId: endpoint?.id ?? '',
      at: new Date(),
      outcome: 'failed',
      durationMs: 5,
      response: `{"echo":{"email":"${email.toUpperCase()}"}}`,
    });
    await t.app.inject({ url: `/api/console/people?email=${email}`, headers: staff });

    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/console/people/erase',
      headers: staff,
      payload: { email, reason: 'Demande écrite du 3 mars' },
    });
    expect(erased.statusCode, erased.body).toBe(200);

    const [moved] = await stored('100000082').then((rows) => rows.filter((r) => r.id === id));
    expect(moved).toMatchObject({
      endUserEmail: 'new462@example.com',
      endUserFirstName: null,
      endUserLastName: null,
      street: '',
    });
    const search = await t.app.inject({
      url: '/api/console/registrations?name=Martin&serial=100000082',
      headers: staff,
    });
    expect(search.body).not.toContain('100000082');
    const held = await db
      .select({ id: events.id })
      .from(events)
      .where(
        sql`${events.personal}::text ilike ${`%${email}%`}
          or (${events.payload}::text like '%100000082%' and ${events.personal}::text like '%Martin%')`,
      );
    expect(held).toEqual([]);
    const answers = await db.select({ response: webhookAttempts.response }).from(webhookAttempts);
    expect(JSON.stringify(answers).toLowerCase()).not.toContain(email);
    const audit = await db.select().from(staffActions);
    expect(JSON.stringify(audit)).not.toContain(email);
    // Only the mail saying what was erased is left in the file transport's folder.
    const files = await mailsTo(t, email);
    expect(files).toHaveLength(1);
    expect(files[0]).toContain('Ihr Konto');
  });
});
