import { describe, expect, it } from 'vitest';
import { databaseKinds, useTestApp } from './test-app';

// Demo products (apps/server/src/wiring/demo-data/demo-catalog.ts): Aura 600 has GTIN 04012345100013 and a
// product page; Condens 24 has GTIN 04012345100051 and none.
const AURA = '04012345100013';
const CONDENS = '04012345100051';
const BASE = 'http://localhost:8080';

describe.each(databaseKinds)('GS1 Digital Link resolver on %s', (kind) => {
  const t = useTestApp(kind, { LOOKUP_RATE_LIMIT_PER_MINUTE: '1000' });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('redirects (307) to step 1 of the serial in the visitor’s language', async () => {
    const res = await get(`/01/${AURA}/21/908765401`, { 'accept-language': 'fr-CH,fr;q=0.9' });
    expect(res.statusCode).toBe(307);
    expect(res.headers.location).toBe(`${BASE}/fr-CH/users/register/step/1?serialNumber=908765401`);
    expect(res.headers.link).toBe(
      `<${BASE}/01/${AURA}/21/908765401?linkType=all>; rel="linkset"; type="application/linkset+json"`,
    );
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });

  it('takes the locale the visitor chose before, and the default one without a preference', async () => {
    const chosen = await get(`/01/${AURA}/21/908765401`, {
      'accept-language': 'fr',
      cookie: 'locale=it-CH',
    });
    expect(chosen.headers.location).toBe(
      `${BASE}/it-CH/users/register/step/1?serialNumber=908765401`,
    );
    const none = await get(`/01/${AURA}/21/908765401`);
    expect(none.headers.location).toBe(
      `${BASE}/de-DE/users/register/step/1?serialNumber=908765401`,
    );
  });

  it('reads a lot between GTIN and serial, a GTIN-13 and a trailing slash', async () => {
    for (const url of [
      `/01/${AURA}/10/LOT%2F7/21/908765401`,
      `/01/${AURA.slice(1)}/21/908765401/`,
      `/01/${AURA}/22/A/10/L1/21/908765401?17=261231`,
    ]) {
      const res = await get(url, { 'accept-language': 'en' });
      expect(res.statusCode, url).toBe(307);
      expect(res.headers.location).toBe(
        `${BASE}/en-GB/users/register/step/1?serialNumber=908765401`,
      );
    }
  });

  it('answers 400 with the reason for a malformed path or a wrong check digit', async () => {
    const cases = [
      [`/01/04012345100014/21/908765401`, 'wrong check digit 4: 04012345100014 would end in 3'],
      [`/01/${AURA}/21/908765401/10/L1`, 'AI (10) comes too late'],
      [`/01/${AURA}/99/X`, 'unknown AI (99)'],
      [`/01/123456789/21/1`, 'a GTIN has 8, 12, 13 or 14 digits, not 9'],
      [`/01/${AURA}/21/${'1'.repeat(21)}`, 'AI (21) has at most 20 characters, not 21'],
      [`/01/${AURA}/21`, 'AI (21) has no value'],
      ['/01', 'AI (01) has no value'],
    ] as const;
    for (const [url, reason] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json<{ code: string; message: string }>();
      expect(body.code, url).toBe('invalid_digital_link');
      expect(body.message, url).toContain(reason);
    }
  });

  it('answers 400 in the same shape for a percent-encoding the router cannot decode', async () => {
    const res = await get(`/01/${AURA}/21/%E0%A4%A`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'bad_request',
      message: `'/01/${AURA}/21/%E0%A4%A' is not a valid url component`,
    });
  });

  it('answers 404 for a GTIN not in our catalog and a serial that cannot be ours', async () => {
    const gtin = await get('/01/09506000134352/21/908765401');
    expect(gtin.statusCode).toBe(404);
    expect(gtin.json()).toEqual({
      code: 'unknown_gtin',
      message: 'No product of ours has GTIN 09506000134352.',
    });
    const serial = await get(`/01/${AURA}/21/ABC123`);
    expect(serial.statusCode).toBe(404);
    expect(serial.json()).toMatchObject({ code: 'unknown_serial_number' });
  });

  it('answers the linkset for linkType=all and for Accept: application/linkset+json', async () => {
    const expected = {
      linkset: [
        {
          anchor: `${BASE}/01/${AURA}/10/L1/21/908765401`,
          'https://gs1.org/voc/defaultLink': [
            {
              href: `${BASE}/fr-FR/users/register/step/1?serialNumber=908765401`,
              title: 'Radiateur design Aura 600',
              type: 'text/html',
              hreflang: ['fr'],
            },
          ],
          'https://gs1.org/voc/registerProduct': [
            {
              href: `${BASE}/fr-FR/users/register/step/1?serialNumber=908765401`,
              title: 'Radiateur design Aura 600',
              type: 'text/html',
              hreflang: ['fr'],
            },
          ],
          'https://gs1.org/voc/pip': [
            {
              href: 'https://www.calora.example/products/aura-600',
              title: 'Radiateur design Aura 600',
              type: 'text/html',
            },
          ],
        },
      ],
    };
    const all = await get(`/01/${AURA.slice(1)}/10/L1/21/908765401?linkType=all`, {
      'accept-language': 'fr',
    });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^application\/linkset\+json/);
    expect(all.json()).toEqual(expected);
    const accepted = await get(`/01/${AURA}/10/L1/21/908765401`, {
      'accept-language': 'fr',
      accept: 'application/linkset+json',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.headers['content-type']).toMatch(/^application\/linkset\+json/);
    expect(accepted.json()).toEqual(expected);
  });

  it('redirects to the link type asked for, and to the default link for one it lacks', async () => {
    const register = await get(`/01/${AURA}/21/908765401?linkType=gs1:registerProduct`);
    expect(register.statusCode).toBe(307);
    expect(register.headers.location).toBe(
      `${BASE}/de-DE/users/register/step/1?serialNumber=908765401`,
    );
    const pip = await get(`/01/${AURA}/21/908765401?linkType=https://gs1.org/voc/pip`);
    expect(pip.headers.location).toBe('https://www.calora.example/products/aura-600');
    const noPage = await get(`/01/${CONDENS}/21/100000005?linkType=gs1:pip`);
    expect(noPage.statusCode).toBe(307);
    expect(noPage.headers.location).toBe(
      `${BASE}/de-DE/users/register/step/1?serialNumber=100000005`,
    );
    const withoutSerial = await get(`/01/${CONDENS}`);
    expect(withoutSerial.headers.location).toBe(`${BASE}/de-DE/users/register/step/1`);
  });

  it('answers a CORS preflight (OPTIONS) with the methods and headers it takes', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: `/01/${AURA}/21/908765401`,
      headers: { origin: 'https://scanner.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');
    expect(res.headers['access-control-allow-headers']).toBe('Accept, Accept-Language');
    const head = await t.app.inject({ method: 'HEAD', url: `/01/${AURA}/21/908765401` });
    expect(head.statusCode).toBe(307);
  });

  it('publishes its resolver description at /.well-known/gs1resolver', async () => {
    const res = await get('/.well-known/gs1resolver');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({
      name: 'Calora Climatique SA product registration',
      resolverRoot: BASE,
      supportedPrimaryKeys: ['gtin'],
      supportedLinkType: [
        {
          namespace: 'https://gs1.org/voc/',
          prefix: 'gs1:',
          profile: 'https://gs1.org/voc/?show=linktypes',
        },
      ],
      linkTypeDefaultCanBeLinkset: false,
      supportedContextValuesEnumerated: [],
    });
  });
});

describe('GS1 Digital Link resolver limits', () => {
  const t = useTestApp('pglite', { LOOKUP_RATE_LIMIT_PER_MINUTE: '2' });

  it('answers 429 past the look-up rate limit, as JSON', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await t.app.inject(`/01/${AURA}/21/908765401`)).statusCode);
    }
    expect(statuses).toEqual([307, 307, 429]);
  });
});
