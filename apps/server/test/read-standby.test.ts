import { count, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationPage } from '@pr/contracts/console';
import { staffActions } from '../src/db/schema';
import { createTestDatabase, useTestApp } from './test-app';
import { useCaller } from './tokens';

/**
 * Issue 51: with DATABASE_READ_URL, the console's searches, exports, overview, funnel and audit
 * log read from the standby, and everything else from the primary. The "standby" here is a
 * second database holding a registration the primary has not: whatever shows it read there.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('reads from a standby (DATABASE_READ_URL)', () => {
  let standby: Awaited<ReturnType<typeof createTestDatabase>>;
  let standbyOnlyId = '';
  beforeAll(async () => {
    standby = await createTestDatabase('postgres');
    const client = new pg.Client({ connectionString: standby.env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ id: string }>(
      `insert into registrations (serial_number, registrant_type, product_model, installation_date,
         street, house_number, locality, postal_code, country, address_source, locale, channel,
         confirmation_status, end_user_email, end_user_first_name, end_user_last_name)
       select serial_number, 1, product_model, now(), 'Rue de Rivoli', '10', 'Paris', '75001', 'FR',
         'Manual', 'fr-FR', 'web', 'not_required', 'standby@example.com', 'Sandrine', 'Veille'
       from devices where serial_number = '100000046' returning id`,
    );
    standbyOnlyId = rows[0]?.id ?? '';
    await client.end();
  });
  afterAll(async () => standby.cleanup());
  const t = useTestApp('postgres', () => ({ DATABASE_READ_URL: standby.env.DATABASE_URL ?? '' }));
  const staff = useCaller(t);

  it('searches, exports, counts and lists the audit log from the standby; the rest from the primary', async () => {
    const search = await t.app.inject({
      url: '/api/console/registrations?name=Veille',
      headers: staff,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json<RegistrationPage>().items.map((item) => item.id)).toEqual([standbyOnlyId]);

    const csv = await t.app.inject({
      url: '/api/console/registrations/export?format=csv&header=keys&email=standby%40example.com',
      headers: staff,
    });
    expect(csv.body).toContain('Sandrine Veille');

    const overview = await t.app.inject({ url: '/api/console/overview', headers: staff });
    const today = overview.json<{ days: { web: number }[] }>().days.at(-1);
    expect(today?.web).toBe(1);

    // A registration's detail is read where it is changed: the primary has none of it.
    const detail = await t.app.inject({
      url: `/api/console/registrations/${standbyOnlyId}`,
      headers: staff,
    });
    expect(detail.statusCode).toBe(404);

    // The search and the export were recorded on the primary, which the standby does not have.
    const audit = await t.app.inject({ url: '/api/console/audit?action=search', headers: staff });
    expect(audit.json<{ items: unknown[] }>().items).toEqual([]);
    const [recorded] = await t.app.database.db
      .select({ n: count() })
      .from(staffActions)
      .where(inArray(staffActions.action, ['search', 'export']));
    expect(recorded?.n).toBe(2);
  });
});
