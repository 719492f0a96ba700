import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimDueDeliveries } from '../src/modules/webhooks/webhook-queue';
import { databaseKinds } from './test-app';
import { catalogEvent, useWebhookApp } from './webhook-app';

describe.each(databaseKinds)('a delivery due within the clock’s millisecond (%s)', (kind) => {
  const h = useWebhookApp(kind);

  // The database keeps microseconds and a JavaScript clock milliseconds: a delivery stored
  // in the millisecond the worker reads the clock (its event just written) was "not due yet"
  // and waited for the next poll; the retention test met it on a busy CI machine.
  it('is claimed at once, not a poll later', async () => {
    await h.createEndpoint({ url: h.receiver.url(), eventTypes: ['catalog.imported'] });
    await h.record([catalogEvent(7)]);
    const now = new Date('2026-12-07T10:00:00.123Z');
    await h.t.app.database.db.execute(
      sql`update webhook_deliveries set next_attempt_at = ${now.toISOString()}::timestamptz + interval '400 microseconds'`,
    );
    const claimed = await claimDueDeliveries(h.t.app.database.db, { now: () => now }, 10);
    expect(claimed).toHaveLength(1);
  });
});
