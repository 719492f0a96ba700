import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../src/db/client';
import { databaseKinds, openTestDatabase } from './test-app';

/**
 * Issue 51: the overview and the unfiltered funnel read summaries that statement triggers
 * keep in the writing transaction (migration 0036). Whatever is inserted, updated or deleted,
 * in one statement or many, a summary equals the grouped rows it stands for.
 */
describe.each(databaseKinds)('summary tables (%s)', (kind) => {
  let handle: DatabaseHandle;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, close } = await openTestDatabase(kind));
  });
  afterAll(() => close());

  // PGlite and node-postgres answer execute() with different types, both with `rows`.
  const result = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });
  const rows = async (query: ReturnType<typeof sql>) =>
    result.parse(await handle.db.execute(query)).rows;
  const registrationsGrouped = () =>
    rows(sql`select (created_at at time zone 'UTC')::date::text as day, channel, product_model,
      country, count(*)::int as count from registrations group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  const registrationSummary = () =>
    rows(sql`select day::text, channel, product_model, country, count::int from registration_daily
      where count <> 0 order by 1, 2, 3, 4`);
  // The overview's three summaries (0039), each the registrations grouped by its own key.
  const perFigure = async () =>
    Promise.all(
      (['channel', 'product_model', 'country'] as const).map(async (key) => {
        const table = { channel: 'channels', product_model: 'products', country: 'countries' }[key];
        const kept = await rows(
          sql.raw(`select day::text, ${key}, count::int from registration_daily_${table}
            where count <> 0 order by 1, 2`),
        );
        const grouped = await rows(
          sql.raw(`select (created_at at time zone 'UTC')::date::text as day, ${key},
            count(*)::int as count from registrations group by 1, 2 order by 1, 2`),
        );
        return { key, kept, grouped };
      }),
    );
  const expectSummariesKept = async () => {
    expect(await registrationSummary()).toEqual(await registrationsGrouped());
    for (const { kept, grouped } of await perFigure()) expect(kept).toEqual(grouped);
  };
  const funnelGrouped = () =>
    rows(sql`select day::text, stage, channel, step, sum(count)::int as count from funnel_daily
      group by 1, 2, 3, 4 having sum(count) <> 0 order by 1, 2, 3, 4`);
  const funnelSummary = () =>
    rows(sql`select day::text, stage, channel, step, count::int from funnel_daily_totals
      where count <> 0 order by 1, 2, 3, 4`);

  it('counts registrations per day, channel, product and country through every change', async () => {
    const insert = (serial: number, country: string, channel: string, at: string) => sql`
      insert into registrations (serial_number, registrant_type, product_model, installation_date,
        street, house_number, locality, postal_code, country, address_source, locale, channel,
        confirmation_status, created_at)
      values (${String(serial)}, 1, (select product_model from devices where serial_number = ${String(serial)}),
        now(), 'Rue de Rivoli', '10', 'Paris', '75001', ${country}, 'Manual', 'fr-FR', ${channel},
        'not_required', ${at}::timestamptz)`;
    await handle.db.execute(insert(100000001, 'FR', 'web', '2026-03-01T23:30:00Z'));
    await handle.db.execute(insert(100000002, 'FR', 'web', '2026-03-01T08:00:00+02:00'));
    await handle.db.execute(insert(100000003, 'DE', 'bulk', '2026-03-02T00:10:00+01:00'));
    // Several rows in one statement: one grouped upsert.
    await handle.db.execute(sql`
      insert into registrations (serial_number, registrant_type, product_model, installation_date,
        street, house_number, locality, postal_code, country, address_source, locale, channel,
        confirmation_status)
      select serial_number, 2, product_model, now(), 'Hauptstraße', '1', 'Berlin', '10115', 'DE',
        'Manual', 'de-DE', 'bulk', 'not_required'
      from devices where serial_number between '100000010' and '100000019'`);
    await expectSummariesKept();

    // An update that moves rows to another key, one that changes nothing the summary keeps,
    // and a delete.
    await handle.db.execute(
      sql`update registrations set country = 'BE' where serial_number in ('100000001', '100000012')`,
    );
    await handle.db.execute(
      sql`update registrations set confirmation_status = 'cancelled' where serial_number = '100000013'`,
    );
    await handle.db.execute(sql`delete from registrations where serial_number = '100000014'`);
    await expectSummariesKept();
    expect(
      (await registrationSummary()).filter((row) => row.country === 'BE' && row.channel === 'web'),
    ).toMatchObject([{ day: '2026-03-01', count: 1 }]);
  });

  it('sums the funnel’s counters over locales and products through every change', async () => {
    const add = (locale: string, model: string, n: number) => sql`
      insert into funnel_daily as f (day, stage, channel, locale, product_model, step, count)
      values ('2026-03-01', 'step_reached', 'end_user', ${locale}, ${model}, 2, ${n}),
        ('2026-03-01', 'submitted', 'end_user', ${locale}, ${model}, 0, ${n})
      on conflict (day, stage, channel, locale, product_model, step)
      do update set count = f.count + excluded.count`;
    await handle.db.execute(add('fr-FR', 'A', 3));
    await handle.db.execute(add('de-DE', 'A', 2));
    await handle.db.execute(add('fr-FR', 'A', 4)); // the upsert's update
    await handle.db.execute(add('fr-FR', 'B', 1));
    expect(await funnelSummary()).toEqual(await funnelGrouped());
    expect(await funnelSummary()).toContainEqual({
      day: '2026-03-01',
      stage: 'submitted',
      channel: 'end_user',
      step: 0,
      count: 10,
    });
    await handle.db.execute(sql`delete from funnel_daily where locale = 'de-DE'`);
    expect(await funnelSummary()).toEqual(await funnelGrouped());
  });

  it('keeps each company’s balance per state and the registrations with points still held', async () => {
    const [company] = await rows(sql`select id from companies where status = 'approved' limit 1`);
    const companyId = String(company?.id);
    const registration = async (serial: number) => {
      const [row] = await rows(sql`
        insert into registrations (serial_number, registrant_type, product_model, installation_date,
          street, house_number, locality, postal_code, country, address_source, locale, channel,
          confirmation_status, company_id)
        values (${String(serial)}, 2, (select product_model from devices where serial_number = ${String(serial)}),
          now(), 'Rue de Rivoli', '10', 'Paris', '75001', 'FR', 'Manual', 'fr-FR', 'web',
          'pending', ${companyId}) returning id`);
      return String(row?.id);
    };
    const [a, b, c] = [
      await registration(100000041),
      await registration(100000042),
      await registration(100000043),
    ];
    const entry = (registrationId: string | null, kind: string, points: number, state: string) =>
      sql`(${companyId}, ${registrationId}, ${kind}, ${points}, ${state}, ${kind === 'adjustment' ? 'goodwill' : null})`;
    const insert = (...values: ReturnType<typeof sql>[]) =>
      handle.db.execute(
        sql`insert into points_entries (company_id, registration_id, kind, points, state, reason) values ${sql.join(values, sql`, `)}`,
      );
    // Several entries in one statement, then a release (held reversed, credited available) in
    // one, an adjustment, a reversal of available points, and a new hold.
    await insert(entry(a, 'credit', 10, 'held'), entry(b, 'credit', 5, 'available'));
    await insert(entry(a, 'reversal', -10, 'held'), entry(a, 'credit', 10, 'available'));
    await insert(entry(null, 'adjustment', 7, 'available'));
    await insert(entry(b, 'reversal', -5, 'available'));
    await insert(entry(c, 'credit', 4, 'held'));

    const balances = () =>
      rows(
        sql`select state, points::int from points_balances where company_id = ${companyId} order by 1`,
      );
    const entriesSummed = () =>
      rows(sql`select state, sum(points)::int as points from points_entries
        where company_id = ${companyId} group by 1 order by 1`);
    expect(await balances()).toEqual(await entriesSummed());
    expect(await balances()).toEqual([
      { state: 'available', points: 17 },
      { state: 'held', points: 4 },
    ]);
    expect(
      await rows(
        sql`select registration_id, points::int from points_open_holds where company_id = ${companyId}`,
      ),
    ).toEqual([{ registration_id: c, points: 4 }]);
  });
});
