import pg from 'pg';

// Ten years of a large manufacturer, seeded by generate_series in the database itself: no row
// crosses the network. The registrations' secondary indexes are dropped while their rows go in
// and built again after (a bulk load's usual order), and foreign-key triggers are off for the
// session (session_replication_role): every id the rows name is made here, consistently.

/** The 28 locales, busiest market first: a registration's locale is drawn with that skew. */
export const LOCALES = [
  'de-DE', 'fr-FR', 'it-IT', 'pl-PL', 'nl-NL', 'es-ES', 'de-AT', 'de-CH', 'cs-CZ', 'fr-BE',
  'nl-BE', 'sv-SE', 'da-DK', 'en-GB', 'hu-HU', 'ro-RO', 'sk-SK', 'pt-PT', 'fi-FI', 'nb-NO',
  'fr-CH', 'it-CH', 'en-IE', 'sl-SI', 'fr-LU', 'lt-LT', 'lv-LV', 'et-EE',
]; // prettier-ignore

export const PRODUCTS = 60;
export const COMPANIES = 20_000;
/** The first serial: serials are 12 digits, registration i has serial FIRST_SERIAL + i. */
export const FIRST_SERIAL = 100_000_000_000;

/** The model of product p (0 the best seller). */
export const modelOf = (p: number) => `CAL-${['RAD', 'HP', 'BOIL', 'VENT'][p % 4]}-${1000 + p}`;

/** Side tables' rows per registration at scale 1 (the bench scales them to the free disk). */
export const SIDE_ROWS_PER_REGISTRATION =
  1.8 + // events: created, and confirmed for owners
  0.65 + // mail_outbox: the owners' confirmation mails
  0.35 + // points_entries: a credit per installer registration
  0.05 + // safety_contacts: one owner in four since 2024 (GPSR)
  0.01; // staff_actions: staff edits, cancellations, decisions
/** Bytes per side-table row, indexes included, measured on a first run. */
export const SIDE_ROW_BYTES = 420;
/** Bytes per registration with its device and indexes, measured on a first run. */
export const REGISTRATION_BYTES = 900;

/** One statement timed and logged. */
async function step(db: pg.Client, label: string, sql: string, values: unknown[] = []) {
  const started = performance.now();
  const result = await db.query(sql, values);
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label}: ${result.rowCount ?? 0} rows, ${seconds.toFixed(0)} s`);
}

/** Runs statements two at a time (the machine's cores), each on a connection of its own. */
async function inParallel(url: string, work: ((db: pg.Client) => Promise<void>)[]) {
  const clients = await Promise.all(
    work.map(async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`set session_replication_role = replica`);
      await client.query(`set maintenance_work_mem = '512MB'`);
      return client;
    }),
  );
  try {
    await Promise.all(work.map((run, index) => run(clients[index] as pg.Client)));
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/** The reference of row `i`: i times a unit modulo 30^8, in REFERENCE_ALPHABET's digits. */
const referenceOf = (i: string) =>
  Array.from(
    { length: 8 },
    (_, k) =>
      `substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + ((${i}::bigint * 1000000007) % 656100000000 / ${30 ** k}::bigint % 30)::int, 1)`,
  ).join(' || ');

/** The registration row i of n: every column derived from i and a few draws. */
const registrationRows = (from: number, to: number, n: number) => `
  insert into registrations (id, reference, serial_number, registrant_type, product_model,
    installation_date, street, house_number, locality, postal_code, country, address_source,
    end_user_email, end_user_first_name, end_user_last_name, installer_company_name,
    installer_company_email, company_id, account_subject, locale, channel, confirmation_status,
    expires_at, confirmed_at, cancelled_at, cancel_reason, created_at, updated_at)
  select id, ref, (${FIRST_SERIAL}::bigint + i)::text, case when installer then 2 else 1 end,
    model, created - (r3 * interval '40 days'), street, (1 + i % 180)::text, city,
    lpad((floor(r4 * 90000) + 10000)::text, 5, '0'), upper(split_part(locale, '-', 2)),
    case when i % 9 = 0 then 'Manual' else 'GoogleMaps' end,
    case when not installer then lower(first || '.' || last) || owner || '@mail.example' end,
    case when not installer then first end, case when not installer then last end,
    case when installer then company_name end,
    case when installer then 'contact' || company || '@company' || company || '.example' end,
    case when installer then md5('company' || company)::uuid end,
    case when installer then 'installer-' || company || '-' || (i % 7) end,
    locale, case when installer and r3 < 0.3 then 'bulk' else 'web' end, status,
    case when status = 'pending' then created + interval '72 hours' end,
    case when status = 'confirmed' then created + r3 * interval '20 hours' end,
    case when status = 'cancelled' then created + interval '30 days' end,
    case when status = 'cancelled' then 'Registered by mistake' end,
    created, created
  from (
    select i, id, ref, installer, model, locale, owner, company, created, r3, r4,
      (array['Anna','Marie','Jean','Luca','Jan','Eva','Peter','Sofia','Tomas','Lena','Pierre',
        'Giulia','Piotr','Emma','Lars','Ana','Karin','Milan','Sara','Paul'])[1 + owner % 20] as first,
      (array['Müller','Dubois','Rossi','Nowak','Jansen','García','Schmidt','Martin','Novák',
        'Peeters','Andersson','Hansen','Smith','Nagy','Popescu','Horváth','Silva','Virtanen',
        'Berg','Keller','Bernard','Russo','Kowalski','Visser','López','Fischer','Weber','Meyer',
        'Wagner','Becker'])[1 + (owner / 20) % 30] || (owner / 600) % 997 as last,
      (array['Berlin','Paris','Milano','Warszawa','Utrecht','Madrid','Wien','Zürich','Brno',
        'Liège'])[1 + i % 10] as city,
      (array['Hauptstraße','Rue de la Paix','Via Roma','ul. Polna','Dorpsstraat','Calle Mayor',
        'Bahnhofstrasse','Nádražní'])[1 + i % 8] as street,
      (array['Müller','Dubois','Rossi','Nowak','Jansen','García','Schmidt','Martin','Novák',
        'Peeters','Andersson','Hansen','Smith','Nagy','Popescu'])[1 + company % 15]
        || ' ' || (array['Heizung','Chauffage','Termoidraulica','Instalacje','Installatie',
        'Climatización','Haustechnik'])[1 + company % 7] || ' ' || company as company_name,
      case when installer then 'not_required'
        when created > now() - interval '72 hours' and r4 < 0.5 then 'pending'
        when r4 < 0.86 then 'confirmed' when r4 < 0.95 then 'pending'
        when r4 < 0.985 then 'superseded' else 'cancelled' end as status
    from (
      select i, r1, r3, r4,
        md5('registration' || i)::uuid as id,
        ${referenceOf('i')} as ref,
        r1 < 0.35 as installer,
        'CAL-' || (array['RAD','HP','BOIL','VENT'])[1 + p % 4] || '-' || (1000 + p) as model,
        ($1::text[])[1 + floor(28 * r2 ^ 2.2)::int] as locale,
        -- Most owners register one device; one in fourteen registers another one later.
        case when r5 < 0.07 then floor(r5 / 0.07 * i)::int else i end as owner,
        -- A few large installer companies: the first holds about 8 % of installer rows.
        floor(${COMPANIES} * r2 ^ 4)::int as company,
        -- Ten years, growing (t^0.7) and seasonal (an autumn peak a year).
        now() - interval '3653 days' + (g + 0.35 * (sin(2 * pi() * (10 * g - 0.33)) - sin(-0.66 * pi())) / (20 * pi()))
          * interval '3653 days' as created
      from (
        select i, random() + 0 * i as r1, random() + 0 * i as r2, random() + 0 * i as r3,
          random() + 0 * i as r4, random() + 0 * i as r5,
          power((i + 0.5) / ${n}, 0.7) as g,
          floor(${PRODUCTS} * power(((i::bigint * 7919) % 1000) / 1000.0, 2.5))::int as p
        from generate_series(${from}, ${to - 1}) as i) draws) drawn) rows`;

/** Seeds `n` registrations and `scale` times the side tables' proportions. */
export async function seedTenYears(
  url: string,
  n: number,
  scale: number,
  bulkScale = scale,
): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query(`set session_replication_role = replica`);
  try {
    const models = Array.from({ length: PRODUCTS }, (_, p) => modelOf(p));
    await step(
      db,
      'products',
      `insert into products (model, device_type, name)
       select m, split_part(m, '-', 2), jsonb_build_object('en', 'Model ' || m, 'de', 'Modell ' || m)
       from unnest($1::text[]) as m`,
      [models],
    );
    await step(
      db,
      'companies',
      `insert into companies (id, name, email, status, applied_at, decided_at, created_at, updated_at)
       select md5('company' || c)::uuid,
         (array['Müller','Dubois','Rossi','Nowak','Jansen','García','Schmidt','Martin','Novák',
           'Peeters','Andersson','Hansen','Smith','Nagy','Popescu'])[1 + c % 15]
           || ' ' || (array['Heizung','Chauffage','Termoidraulica','Instalacje','Installatie',
           'Climatización','Haustechnik'])[1 + c % 7] || ' ' || c,
         'contact' || c || '@company' || c || '.example',
         case when c % 50 = 0 then 'pending' else 'approved' end, t, t + interval '2 days', t, t
       from generate_series(0, ${COMPANIES - 1}) as c,
         lateral (select now() - interval '3653 days' + random() * interval '3600 days' + c * interval '0 seconds' as t) x`,
    );
    // Devices: every registered serial, and 5 % more not registered yet. Serial order is the
    // primary key's order, so its index grows at its right edge.
    const devices = Math.round(n * 1.05);
    await db.query('drop index if exists devices_product_model_idx');
    await step(
      db,
      'devices',
      `insert into devices (serial_number, product_model, manufactured_on)
       select (${FIRST_SERIAL}::bigint + i)::text,
         'CAL-' || (array['RAD','HP','BOIL','VENT'])[1 + p % 4] || '-' || (1000 + p),
         current_date - (3700 - i::bigint * 3650 / ${devices})::int
       from (select i, floor(${PRODUCTS} * power(((i::bigint * 7919) % 1000) / 1000.0, 2.5))::int as p
             from generate_series(0, ${devices - 1}) as i) d`,
    );
    await db.query('create index devices_product_model_idx on devices (product_model)');

    const indexes = await db.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where tablename = 'registrations' and indexname <> 'registrations_pkey'`,
    );
    for (const { name } of indexes.rows) await db.query(`drop index ${name}`);
    const half = Math.floor(n / 2);
    const started = performance.now();
    await inParallel(url, [
      (client) => client.query(registrationRows(0, half, n), [LOCALES]).then(() => undefined),
      (client) => client.query(registrationRows(half, n, n), [LOCALES]).then(() => undefined),
    ]);
    console.log(
      `  registrations: ${n} rows, ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const building = performance.now();
    const definitions = indexes.rows.map((row) => row.definition);
    await inParallel(url, [
      async (client) => {
        for (const sql of definitions.filter((_, k) => k % 2 === 0)) await client.query(sql);
      },
      async (client) => {
        for (const sql of definitions.filter((_, k) => k % 2 === 1)) await client.query(sql);
      },
    ]);
    console.log(
      `  registrations' ${definitions.length} indexes: ${((performance.now() - building) / 1000).toFixed(0)} s`,
    );
    // The writes above skip the triggers (session_replication_role): the overview's summaries
    // are filled here from what was written, as the triggers would have kept them.
    await step(
      db,
      'registration summaries',
      `with daily as (
         insert into registration_daily (day, channel, product_model, country, count)
         select (created_at at time zone 'UTC')::date, channel, product_model, country, count(*)
         from registrations group by 1, 2, 3, 4 returning *),
       channels as (
         insert into registration_daily_channels (day, channel, count)
         select day, channel, sum(count) from daily group by 1, 2 returning 1),
       products as (
         insert into registration_daily_products (day, product_model, count)
         select day, product_model, sum(count) from daily group by 1, 2 returning 1)
       insert into registration_daily_countries (day, country, count)
       select day, country, sum(count) from daily group by 1, 2`,
    );
    await seedSideTables(url, scale, bulkScale);
    await step(db, 'analyze', 'analyze');
  } finally {
    await db.end();
  }
}

/** Every k-th registration of the source rows: one row in k at scale 1 / k. */
const everyNth = (perSource: number, scale: number) => Math.max(1, Math.round(perSource / scale));

/**
 * The side tables; `bulkScale` scales the two largest (events and mails, which no staff
 * screen reads) further, for a run that must be short.
 */
export async function seedSideTables(url: string, scale: number, bulkScale = scale) {
  const nth = (perSource: number, of = scale) =>
    `(r.serial_number::bigint - ${FIRST_SERIAL}) % ${everyNth(perSource, of)} = 0`;
  await inParallel(url, [
    async (client) => {
      await step(
        client,
        'events',
        `insert into events (type, version, occurred_at, payload)
         select case when j = 0 then 'registration.created' else 'registration.confirmed' end, 1,
           r.created_at + j * interval '3 hours',
           jsonb_build_object('registrationId', r.id, 'serialNumber', r.serial_number,
             'productModel', r.product_model, 'channel', r.channel, 'locale', r.locale)
         from registrations r
         cross join generate_series(0, case when r.confirmed_at is null then 0 else 1 end) as j
         where ${nth(1, bulkScale)}`,
      );
      await step(
        client,
        'points entries',
        `insert into points_entries (company_id, registration_id, kind, points, state, created_at)
         select r.company_id, r.id, 'credit', 10 + (r.installation_date::date - date '2000-01-01') % 4 * 5,
           'available', r.created_at
         from registrations r where r.registrant_type = 2 and ${nth(1)}`,
      );
    },
    async (client) => {
      await step(
        client,
        'mails',
        `insert into mail_outbox ("to", subject, text, status, attempts, created_at, sent_at,
           next_attempt_at, registration_id)
         select r.end_user_email, 'Confirm your registration',
           'Hello ' || r.end_user_first_name || ', please confirm the registration of your '
             || r.product_model || ' (serial ' || r.serial_number || ') within 72 hours.',
           'sent', 1, r.created_at, r.created_at + interval '5 seconds', r.created_at, r.id
         from registrations r where r.registrant_type = 1 and ${nth(1, bulkScale)}`,
      );
      // Safety contacts since 2024 (GPSR), from one owner in four.
      await step(
        client,
        'safety contacts',
        `insert into safety_contacts (registration_id, email, given_at)
         select r.id, 'safety.' || r.end_user_email, r.created_at
         from registrations r
         where r.registrant_type = 1 and r.created_at > now() - interval '3 years' and ${nth(4)}`,
      );
      await step(
        client,
        'audit entries',
        `insert into staff_actions (at, actor_subject, actor_email, action, target_type, target_id,
           reason, details)
         select r.created_at + interval '2 days', 'staff-' || (r.house_number::int % 40),
           'staff' || (r.house_number::int % 40) || '@manufacturer.example',
           (array['view','search','cancel','reassign','export'])[1 + r.house_number::int % 5],
           'registration', r.id::text, 'Customer called',
           jsonb_build_object('fields', jsonb_build_array('street'))
         from registrations r where ${nth(100)}`,
      );
    },
  ]);
}
