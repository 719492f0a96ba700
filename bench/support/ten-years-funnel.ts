import pg from 'pg';
import { FUNNEL_MAX_DAYS } from '@pr/contracts';
import { LOCALES, modelOf, PRODUCTS } from './ten-years-seed';

/**
 * The funnel's daily counters of the longest period a query may read (FUNNEL_MAX_DAYS): older
 * days are never read, since every funnel query starts from its day range on the primary key.
 * Every day, locale (the busiest first), product (the best sellers first) and stage gets its
 * expected count, rounded at random, so that the registrations submitted match those stored
 * in the period; keys whose count rounds to 0 have no row (bench/funnel.ts does the same).
 */
export async function seedFunnel(url: string): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const started = performance.now();
    const { rows } = await db.query<{ n: string }>(
      `select count(*) as n from registrations
       where created_at >= current_date - ${FUNNEL_MAX_DAYS - 1}`,
    );
    // Submitted stages weigh 0.57 of the 6.63 the stages add up to.
    const events = Math.round((Number(rows[0]?.n) * 6.63) / 0.57);
    const result = await db.query(
      `with stages(stage, channel, step, share) as (values
         ('qr_opened', 'deep_link', 0, 1.0), ('qr_opened', 'gs1', 0, 0.2),
         ('lookup_found', '', 0, 0.85),
         ('step_reached', 'end_user', 1, 0.6), ('step_reached', 'installer', 1, 0.3),
         ('step_reached', 'end_user', 2, 0.5), ('step_reached', 'installer', 2, 0.27),
         ('step_reached', 'end_user', 3, 0.42), ('step_reached', 'installer', 3, 0.25),
         ('step_reached', 'end_user', 4, 0.36), ('step_reached', 'installer', 4, 0.23),
         ('step_reached', 'end_user', 5, 0.31), ('step_reached', 'installer', 5, 0.22),
         ('submitted', 'end_user', 0, 0.29), ('submitted', 'installer', 0, 0.21),
         ('submitted', 'bulk', 0, 0.05), ('submitted', 'api', 0, 0.02),
         ('confirmed', 'end_user', 0, 0.22), ('confirmed', 'installer', 0, 0.2),
         ('confirmed', 'bulk', 0, 0.05), ('confirmed', 'api', 0, 0.02),
         ('deadline_missed', 'end_user', 0, 0.05), ('deadline_missed', 'installer', 0, 0.01)),
       locales as (select code, 1.0 / rank ^ 0.8 as weight from unnest($1::text[]) with ordinality as l(code, rank)),
       products as (select model, 1.0 / rank as weight from unnest($2::text[]) with ordinality as p(model, rank)),
       days as (select d::date as day, 1.0 + 0.3 * cos(2 * pi() * (extract(doy from d) - 290) / 365) as weight
         from generate_series(current_date - ${FUNNEL_MAX_DAYS - 1}, current_date, interval '1 day') as d),
       -- Each key's weight is a product, so the total is the product of the sums: the keys
       -- (millions) are generated once, never stored.
       total as (select (select sum(weight) from days) * (select sum(share) from stages)
         * (select sum(weight) from locales) * (select sum(weight) from products) as weight)
       insert into funnel_daily (day, stage, channel, locale, product_model, step, count)
       select day, stage, channel, code, model, step, n from (
         select d.day, s.stage, s.channel, s.step, l.code, p.model,
           floor(${events} * d.weight * s.share * l.weight * p.weight / total.weight + random())::bigint as n
         from total, days d cross join stages s cross join locales l cross join products p) counted
       where n > 0`,
      [LOCALES, Array.from({ length: PRODUCTS }, (_, p) => modelOf(p))],
    );
    await db.query('analyze funnel_daily');
    console.log(
      `  funnel counters: ${events.toLocaleString('en')} events over ${FUNNEL_MAX_DAYS} days as ${result.rowCount ?? 0} daily rows, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await db.end();
  }
}
