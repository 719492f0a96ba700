import { BULK_MAX_ROWS } from '@pr/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batches, registrations } from '../src/db/schema';
import { lyonAddress } from './commands';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { installerClaims, mintAccessToken, ownerClaims, useCaller } from './tokens';

const row = (serial: string, overrides: Record<string, unknown> = {}) => ({
  serialNumber: serial,
  productModel: 'Aura 600',
  installationDate: '2026-02-03T00:00:00.000Z',
  installerCompany: { name: 'Ignored Name', email: 'ignored@example.com' },
  installationAddress: lyonAddress,
  ...overrides,
});

const command = (rows: unknown[]) => ({
  callerName: 'Dubois Chauffage SARL',
  confirmationEmail: 'contact@dubois-chauffage.example',
  countryCode: 'FR',
  productRegistrations: rows,
});

const serials = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => String(from + i));

describe.each(databaseKinds)('bulk registration on %s', (kind) => {
  const t = useTestApp(kind, { BATCH_RATE_LIMIT_PER_MINUTE: '1000' });
  const installer = useCaller(t, { claims: installerClaims, subject: 'installer-subject' });
  const otherCompany = useCaller(t, {
    claims: {
      ...installerClaims,
      email: 'b@martin-thermique.example',
      company_name: 'Martin Thermique SAS',
    },
    subject: 'other-installer',
  });

  const putBatch = (payload: object, headers: Record<string, string> = installer) =>
    t.app.inject({ method: 'PUT', url: '/api/devices/batch?locale=fr-FR', payload, headers });
  const storedFor = (list: string[]) =>
    t.app.database.db.select().from(registrations).where(inArray(registrations.serialNumber, list));

  it('registers every row in one batch with the company from the token', async () => {
    const list = serials(100000101, 20);
    const res = await putBatch(command(list.map((s) => row(s))), {
      ...installer,
      'idempotency-key': 'batch-key-0001',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ registered: 20 });
    const rows = await storedFor(list);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.installerCompanyName))).toEqual(
      new Set(['Dubois Chauffage SARL']),
    );
    expect(
      rows.every(
        (r) =>
          r.channel === 'bulk' &&
          r.registrantType === 2 &&
          r.accountSubject === 'installer-subject',
      ),
    ).toBe(true);
    expect(rows[0]?.installationDate.toISOString()).toBe('2026-02-03T00:00:00.000Z');
    const [batch] = await t.app.database.db
      .select()
      .from(batches)
      .where(eq(batches.idempotencyKey, 'batch-key-0001'));
    expect(batch).toMatchObject({
      rowCount: 20,
      callerName: 'Dubois Chauffage SARL',
      countryCode: 'FR',
    });
  });

  it('answers a retry with the same idempotency key without registering twice', async () => {
    const list = serials(100000101, 20);
    const res = await putBatch(command(list.map((s) => row(s))), {
      ...installer,
      'idempotency-key': 'batch-key-0001',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ registered: 20 });
    expect(await storedFor(list)).toHaveLength(20);
  });

  it('tells a reloaded step 4 what the batch of a key was, and only its own account', async () => {
    const get = (key: string, headers: Record<string, string> = installer) =>
      t.app.inject({ method: 'GET', url: `/api/devices/batch/${key}`, headers });
    const found = await get('batch-key-0001');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ registered: 20, alreadyRegistered: 0 });
    const unknown = await get('batch-key-never-sent');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'batch_not_found' });
    // Another company's installer cannot read this account's batch by guessing its key.
    expect((await get('batch-key-0001', otherCompany)).statusCode).toBe(404);
    expect((await get('short')).statusCode).toBe(400);
  });

  it('answers 422 for a key sent again with other rows, and stores none of them', async () => {
    const headers = { ...installer, 'idempotency-key': 'batch-key-0001' };
    const other = serials(100000181, 3);
    const res = await putBatch(command(other.map((s) => row(s))), headers);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'idempotency_key_reused' });
    expect(await storedFor(other)).toHaveLength(0);
  });

  it('answers two sends of one key at the same time (two tabs) with one batch', async () => {
    const list = serials(100000171, 5);
    const headers = { ...installer, 'idempotency-key': 'batch-key-two-tabs' };
    const answers = await Promise.all([
      putBatch(command(list.map((s) => row(s))), headers),
      putBatch(command(list.map((s) => row(s))), headers),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 201]);
    const ids = answers.map((res) => res.json<{ batchId: string }>().batchId);
    expect(ids[0]).toBe(ids[1]);
    expect(await storedFor(list)).toHaveLength(5);
  });

  it('skips the rows the company registered before: a re-uploaded sheet goes through', async () => {
    const list = serials(100000101, 20);
    const again = await putBatch(command(list.map((s) => row(s))), {
      ...installer,
      'idempotency-key': 'batch-key-again',
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ registered: 0, alreadyRegistered: 20 });
    expect(await storedFor(list)).toHaveLength(20);

    const mixed = await putBatch(command([row('100000101'), row('100000160')]), {
      ...installer,
      'idempotency-key': 'batch-key-mixed',
    });
    expect(mixed.json()).toMatchObject({ registered: 1, alreadyRegistered: 1 });
    // A retry of that send answers the same counts.
    const retried = await putBatch(command([row('100000101'), row('100000160')]), {
      ...installer,
      'idempotency-key': 'batch-key-mixed',
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ registered: 1, alreadyRegistered: 1 });
    expect(await storedFor(['100000101', '100000160'])).toHaveLength(2);
  });

  it('reports each bad row and stores nothing', async () => {
    // Another company holds this one: for this company, it is an error.
    expect((await putBatch(command([row('100000140')]), otherCompany)).statusCode).toBe(201);
    const list = serials(100000131, 6);
    const rows = [
      row(list[0] ?? ''),
      row('123456789'),
      row(list[1] ?? '', { installationDate: '2026-02-03T10:00:00.000Z' }),
      row(list[2] ?? '', { installationAddress: { ...row('').installationAddress, street: '' } }),
      row(list[0] ?? ''),
      row('100000140'),
    ];
    const res = await putBatch(command(rows));
    expect(res.statusCode).toBe(400);
    const body = res.json<{
      code: string;
      details: { row: number; field: string; code: string }[];
    }>();
    expect(body.code).toBe('invalid_rows');
    expect(body.details.map((d) => [d.row, d.field, d.code])).toEqual([
      [1, 'serialNumber', 'unknownSerialNumber'],
      [2, 'installationDate', 'notMidnightUtc'],
      [3, 'address', 'required'],
      [4, 'serialNumber', 'duplicateInBatch'],
      [5, 'serialNumber', 'alreadyRegistered'],
    ]);
    expect(await storedFor(list)).toHaveLength(0);
  });

  it('refuses anonymous callers (401) and end customers (403)', async () => {
    const payload = command([row('100000150')]);
    expect((await putBatch(payload, csrfHeaders())).statusCode).toBe(401);
    const owner = {
      ...csrfHeaders(),
      authorization: `Bearer ${await mintAccessToken(t.app, { claims: ownerClaims })}`,
    };
    expect((await putBatch(payload, owner)).statusCode).toBe(403);
  });

  it('registers serials that only pending registrations name, and cancels those', async () => {
    // An installer account whose e-mail nobody verified registers a serial: it waits for its link.
    const unverified = {
      ...csrfHeaders(),
      authorization: `Bearer ${await mintAccessToken(t.app, {
        claims: { ...installerClaims, company_name: 'Neuf SARL', email_verified: false },
        subject: 'unverified-installer',
      })}`,
    };
    const pending = await t.app.inject({
      method: 'PUT',
      url: '/api/100000191',
      headers: unverified,
      payload: {
        ...row('100000191'),
        installerCompany: { name: 'Neuf SARL', email: 'neuf@example.com' },
      },
    });
    expect(pending.json()).toMatchObject({ status: 'pending' });
    const res = await putBatch(command([row('100000191')]));
    expect(res.statusCode).toBe(201);
    expect((await storedFor(['100000191'])).map((r) => r.confirmationStatus).sort()).toEqual([
      'not_required',
      'superseded',
    ]);
    // The unverified installer may not hold serials in bulk either.
    const refused = await putBatch(command([row('100000192')]), unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'email_not_verified' });
  });

  it('answers 413 beyond 10,000 rows', async () => {
    const res = await putBatch(command(Array.from({ length: BULK_MAX_ROWS + 1 }, () => ({}))));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_many_rows' });
  });

  it('looks up a page of serials for installers only: it tells which serials exist', async () => {
    const payload = { serialNumbers: ['908765401'], language: 'fr', country: 'FR' };
    const lookUp = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/devices/lookup', headers, payload });
    expect((await lookUp(csrfHeaders())).statusCode).toBe(401);
    const owner = {
      ...csrfHeaders(),
      authorization: `Bearer ${await mintAccessToken(t.app, { claims: ownerClaims })}`,
    };
    expect((await lookUp(owner)).statusCode).toBe(403);
  });

  it('looks up a page of serials in one request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/devices/lookup',
      headers: installer,
      payload: {
        serialNumbers: ['908765401', '100000002', '100000101', '100000140', '999999999', 'abc'],
        language: 'fr',
        country: 'FR',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      products: {
        '908765401': { name: 'Radiateur design Aura 600', deviceType: 'RAD', registered: null },
        '100000002': {
          name: 'Ventilation double flux Flow 350',
          deviceType: 'VENT',
          registered: null,
        },
        // Registered by this installer's company, and by another one.
        '100000101': expect.objectContaining({ registered: 'ours' }) as unknown,
        '100000140': expect.objectContaining({ registered: 'taken' }) as unknown,
      },
    });
  });

  it('checks addresses for installers only: one request runs hundreds of searches', async () => {
    const payload = { language: 'fr', addresses: ['Rue de Rivoli 10, 75001 Paris'] };
    const check = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/places/check?country=FR', headers, payload });
    expect((await check(csrfHeaders())).statusCode).toBe(401);
    const owner = {
      ...csrfHeaders(),
      authorization: `Bearer ${await mintAccessToken(t.app, { claims: ownerClaims })}`,
    };
    expect((await check(owner)).statusCode).toBe(403);
  });

  it('finds a row’s address only at its postal code and in its city, as the single flow does', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/places/check?country=FR',
      headers: installer,
      payload: {
        language: 'fr',
        addresses: [
          'Rue de Rivoli 12, 99999 Paris',
          'Rue de Rivoli 12, 69001 Paris',
          'Rue de Rivoli 10, 75001 Lyon',
          'Rue de Rivoli 10, 75 001 PARIS',
        ],
      },
    });
    expect(res.json()).toEqual({
      results: {
        'Rue de Rivoli 12, 99999 Paris': 'invalid',
        'Rue de Rivoli 12, 69001 Paris': 'invalid',
        'Rue de Rivoli 10, 75001 Lyon': 'invalid',
        'Rue de Rivoli 10, 75 001 PARIS': 'valid',
      },
    });
  });

  it('checks a page of addresses in one request', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/places/check?country=FR',
      headers: installer,
      payload: {
        language: 'fr',
        addresses: [
          'Rue de Rivoli 10, 75001 Paris',
          'Avenue Foch 3, 33000 Bordeaux',
          'xyzxyz',
          'Tour Eiffel',
          'Rue X 1, 123 Paris',
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: {
        'Rue de Rivoli 10, 75001 Paris': 'valid',
        'Avenue Foch 3, 33000 Bordeaux': 'valid',
        xyzxyz: 'invalid',
        'Tour Eiffel': 'invalid',
        'Rue X 1, 123 Paris': 'invalid',
      },
    });
  });
});
