import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { registrations } from '../src/db/schema';
import { endUserCommand } from './commands';
import { csrfHeaders, useTestApp } from './test-app';
import { installerClaims, mintAccessToken } from './tokens';

describe('limits on anonymous registrations', () => {
  const t = useTestApp('pglite', {
    TRUST_PROXY: '1',
    REGISTRATION_RATE_LIMIT_PER_MINUTE: '3',
    REGISTRATION_SERIAL_RATE_LIMIT_PER_HOUR: '2',
    CONFIRMATION_MAILS_PER_RECIPIENT_PER_DAY: '2',
  });

  const put = (serial: string, client: string, email = 'claire@example.com') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      payload: endUserCommand(serial, email),
      headers: { ...csrfHeaders(), 'x-forwarded-for': client },
    });

  it('counts registrations per client address', async () => {
    const statuses = [];
    for (const serial of ['100000011', '100000012', '100000013', '100000014']) {
      statuses.push((await put(serial, '198.51.100.1', `${serial}@example.com`)).statusCode);
    }
    expect(statuses.slice(0, 3).every((status) => status < 300)).toBe(true);
    const refused = await put('100000015', '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
  });

  it('counts registrations per serial, from whatever address', async () => {
    const statuses = [];
    for (const client of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) {
      statuses.push((await put('100000016', client, `${client}@example.com`)).statusCode);
    }
    expect(statuses[2]).toBe(429);
  });

  it('counts per serial only requests that passed validation: bad ones lock nobody out', async () => {
    const statuses = [];
    for (const client of ['198.51.100.41', '198.51.100.42', '198.51.100.43']) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: '/api/100000021?locale=fr-FR',
        payload: {},
        headers: { ...csrfHeaders(), 'x-forwarded-for': client },
      });
      statuses.push(bad.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400]);
    const real = await put('100000021', '198.51.100.44', 'owner.21@example.com');
    expect(real.statusCode, real.body).toBe(201);
    const badAsk = await t.app.inject({
      method: 'POST',
      url: '/api/devices/100000021/transfer-requests',
      payload: {},
      headers: { ...csrfHeaders(), 'x-forwarded-for': '198.51.100.45' },
    });
    expect(badAsk.statusCode).toBe(400);
  });

  it('sends one address at most so many confirmation mails a day, and stores nothing beyond', async () => {
    const victim = 'victim@example.com';
    const statuses = [];
    for (const [serial, client] of [
      ['100000017', '198.51.100.31'],
      ['100000018', '198.51.100.32'],
      ['100000019', '198.51.100.33'],
    ] as const) {
      statuses.push((await put(serial, client, victim)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await put('100000020', '198.51.100.34', 'VICTIM@example.com');
    expect(refused.json()).toMatchObject({ code: 'too_many_mails' });
    const stored = await t.app.database.db
      .select()
      .from(registrations)
      .where(eq(registrations.serialNumber, '100000019'));
    expect(stored).toHaveLength(0);
  });
});

describe('limits on batches', () => {
  const t = useTestApp('pglite', { BATCH_RATE_LIMIT_PER_MINUTE: '2' });

  it('takes so many batches per client and minute, whoever sends them', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/devices/batch?locale=fr-FR',
        payload: {},
        headers: csrfHeaders(),
      });
      statuses.push(res.statusCode);
    }
    // Refused as anonymous first, then as too many: even refusals cost a batch.
    expect(statuses).toEqual([401, 401, 429]);
  });
});

describe('limits on address checks', () => {
  const t = useTestApp('pglite', { ADDRESS_CHECKS_PER_HOUR: '5' });

  const check = async (subject: string, addresses: string[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/places/check?country=FR',
      headers: {
        ...csrfHeaders(),
        authorization: `Bearer ${await mintAccessToken(t.app, { claims: installerClaims, subject })}`,
      },
      payload: { addresses, language: 'fr' },
    });

  it('counts the addresses checked, not the requests, per account', async () => {
    const page = ['10 Rue de Rivoli, 75001 Paris', '20 Rue de la République, 69002 Lyon'];
    // The same address twice in a request is one search.
    expect((await check('checker-a', [...page, page[0] ?? ''])).statusCode).toBe(200);
    expect(
      (await check('checker-a', ['1 Rue A, 75001 Paris', '2 Rue B, 75001 Paris'])).statusCode,
    ).toBe(200);
    const refused = await check('checker-a', ['3 Rue C, 75001 Paris', '4 Rue D, 75001 Paris']);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    // Another account has a budget of its own.
    expect((await check('checker-b', page)).statusCode).toBe(200);
  });
});

describe('limits on confirmation links and error reports', () => {
  const t = useTestApp('pglite', {
    CONFIRMATION_LINK_RATE_LIMIT_PER_MINUTE: '2',
    TELEMETRY_RATE_LIMIT_PER_MINUTE: '2',
  });

  it('takes so many link pages and reports per client and minute, as configured', async () => {
    const links = [];
    const reports = [];
    for (let i = 0; i < 3; i++) {
      links.push((await t.app.inject(`/api/registrations/confirm/guess-${i}`)).statusCode);
      reports.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/telemetry',
            headers: csrfHeaders(),
            payload: { kind: 'error', message: 'boom' },
          })
        ).statusCode,
      );
    }
    expect(links).toEqual([404, 404, 429]);
    expect(reports).toEqual([204, 204, 429]);
  });
});
