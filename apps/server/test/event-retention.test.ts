import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, webhookAttempts, webhookDeliveries } from '../src/db/schema';
import { deleteOldEvents } from '../src/modules/events/delete-old-events';
import { databaseKinds } from './test-app';
import { catalogEvent, useWebhookApp } from './webhook-app';

const DAY_MS = 86_400_000;

describe.each(databaseKinds)('event retention (%s)', (kind) => {
  const h = useWebhookApp(kind);

  it('deletes old events with their deliveries and attempts, but keeps what a receiver has not had', async () => {
    const { db } = h.t.app.database;
    const delivered = await h.createEndpoint({
      url: h.receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    await h.record([catalogEvent(1), catalogEvent(2)]);
    await h.drain();
    // A paused endpoint: its copy of the next event waits, so that event must stay.
    const paused = await h.createEndpoint({
      url: h.receiver.url(),
      eventTypes: ['catalog.imported'],
    });
    await h.t.app.inject({
      method: 'POST',
      url: `/api/console/webhooks/endpoints/${paused.endpoint.id}/pause`,
      headers: h.staff,
    });
    await h.record([catalogEvent(3)]);
    await h.drain();
    const all = await db
      .select({ id: events.id, products: sql<number>`(payload->>'products')::int` })
      .from(events);
    const idOf = (products: number) => all.find((row) => row.products === products)?.id ?? '';
    // Events 1 and 3 are 100 days old; event 2 is recent.
    await db
      .update(events)
      .set({ occurredAt: new Date(Date.now() - 100 * DAY_MS) })
      .where(inArray(events.id, [idOf(1), idOf(3)]));
    const attemptsBefore = await db.select().from(webhookAttempts);
    expect(attemptsBefore.length).toBeGreaterThanOrEqual(3);

    expect(await deleteOldEvents(db, 90)).toBe(1);

    const left = (await db.select({ id: events.id }).from(events)).map((row) => row.id);
    expect(left).not.toContain(idOf(1));
    expect(left).toEqual(expect.arrayContaining([idOf(2), idOf(3)]));
    expect(
      await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.eventId, idOf(1))),
    ).toEqual([]);
    const attemptsOfDeleted = await db
      .select({ id: webhookAttempts.id })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(eq(webhookDeliveries.eventId, idOf(1)));
    expect(attemptsOfDeleted).toEqual([]);
    expect((await db.select().from(webhookAttempts)).length).toBeLessThan(attemptsBefore.length);
    // The recent event's delivery is still listed for staff.
    const listed = await h.t.app.inject({
      url: `/api/console/webhooks/endpoints/${delivered.endpoint.id}/deliveries`,
      headers: h.staff,
    });
    expect(
      listed.json<{ deliveries: { eventId: string }[] }>().deliveries.map((d) => d.eventId),
    ).toEqual(expect.arrayContaining([idOf(2)]));

    // Once the paused endpoint is resumed and has its event, it may go too.
    await h.t.app.inject({
      method: 'POST',
      url: `/api/console/webhooks/endpoints/${paused.endpoint.id}/resume`,
      headers: h.staff,
    });
    await h.drain();
    expect(await deleteOldEvents(db, 90)).toBe(1);
    expect((await db.select({ id: events.id }).from(events)).map((row) => row.id)).not.toContain(
      idOf(3),
    );
  });
});
