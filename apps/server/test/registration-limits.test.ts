import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, csrfHeaders, type TestApp } from './test-app';

const command = (serial: string, email: string) => ({
  serialNumber: serial,
  productModel: 'Radiateur design Aura 600',
  installationDate: new Date().toISOString(),
  installationAddress: {
    street: 'Rue de Rivoli',
    houseNumber: '10',
    locality: 'Paris',
    postalCode: '75001',
    country: 'FR',
    addressSource: 'GoogleMaps',
  },
  enduser: { email, firstName: 'Claire', lastName: 'Petit' },
});

describe('limits on anonymous registrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      TRUST_PROXY: '1',
      REGISTRATION_RATE_LIMIT_PER_MINUTE: '3',
      REGISTRATION_SERIAL_RATE_LIMIT_PER_HOUR: '2',
    });
  });
  afterAll(async () => t.close());

  const put = (serial: string, client: string, email = 'claire@example.com') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/${serial}?locale=fr-FR`,
      payload: command(serial, email),
      headers: { ...csrfHeaders(), 'x-forwarded-for': client },
    });

  it('counts registrations per client address', async () => {
    const statuses = [];
    for (const serial of ['100000011', '100000012', '100000013', '100000014']) {
      statuses.push((await put(serial, '198.51.100.1')).statusCode);
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
});
