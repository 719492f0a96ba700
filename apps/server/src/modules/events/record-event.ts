import { sql } from 'drizzle-orm';
import {
  EVENT_CATALOGUE,
  type EventPayload,
  type EventPersonal,
  type EventType,
} from '@pr/contracts/events';
import type { Database } from '../../db/client';

/** One event to record: its type, its payload, and its personal part (or null). */
export type NewEvent = {
  [T in EventType]: { type: T; payload: EventPayload<T>; personal: EventPersonal<T> };
}[EventType];

/** Events per statement: one JSON parameter each, well within what a statement carries. */
const CHUNK_SIZE = 2000;

/**
 * Records events in the caller's transaction (the outbox): they exist exactly when the change
 * does. Each gets a delivery for every endpoint, active or paused, that wants its type; the
 * webhook worker sends them after the commit, so a slow receiver never holds a command up.
 */
export async function recordEvents(
  tx: Pick<Database, 'execute'>,
  list: readonly NewEvent[],
): Promise<void> {
  for (let start = 0; start < list.length; start += CHUNK_SIZE) {
    const rows = list.slice(start, start + CHUNK_SIZE).map((event, n) => {
      const entry = EVENT_CATALOGUE[event.type];
      // Checked against the published schema: a payload the document does not describe is a bug.
      return {
        n,
        type: event.type,
        version: entry.version,
        payload: entry.payload.parse(event.payload),
        personal: entry.personal === null ? null : entry.personal.parse(event.personal),
      };
    });
    await tx.execute(sql`
      with new_events as (
        insert into events (type, version, payload, personal)
        select x.type, x.version, x.payload, x.personal
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          as x(n integer, type text, version smallint, payload jsonb, personal jsonb)
        order by x.n
        returning id, seq, type
      )
      insert into webhook_deliveries (endpoint_id, event_id, event_seq)
      select e.id, n.id, n.seq
      from new_events n
      join webhook_endpoints e on e.status <> 'disabled' and n.type = any(e.event_types)
      order by n.seq`);
  }
}

export async function recordEvent(tx: Pick<Database, 'execute'>, event: NewEvent): Promise<void> {
  await recordEvents(tx, [event]);
}
