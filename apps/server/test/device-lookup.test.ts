import { describe, expect, it } from 'vitest';
import { productInformationSchema } from '@pr/contracts';
import { databaseKinds, useTestApp } from './test-app';

describe.each(databaseKinds)('device look-up on %s', (kind) => {
  const t = useTestApp(kind, { LOOKUP_RATE_LIMIT_PER_MINUTE: '1000' });

  describe('GET /api/devices/{serial}/{country}/{language}', () => {
    it('answers the demo radiator in French with colour and incentives of both recipient types', async () => {
      const res = await t.app.inject('/api/devices/908765401/FR/fr');
      expect(res.statusCode).toBe(200);
      const body = productInformationSchema.parse(res.json());
      expect(body).toMatchObject({
        name: 'Radiateur design Aura 600',
        color: 'Blanc pur (RAL 9010)',
        deviceType: 'RAD',
        googleMapsApiKey: '',
        imageUrl: '/assets/products/aura-radiator.svg',
        productUrl: 'https://www.calora.example/products/aura-600',
      });
      const byType = (id: number) =>
        body.incentives
          .filter((i) => i.recipientType.id === id)
          .map((i) => i.descriptions[0]?.description);
      expect(byType(1)).toEqual([
        'Extension de garantie gratuite à 5 ans',
        'Bon de 50 € pour votre premier entretien',
      ]);
      expect(byType(2)).toContain('Prime trimestrielle de 10 € par installation en France');
    });

    it('lets browsers and a CDN keep an answer for 5 minutes, and answers a repeat with 304', async () => {
      const first = await t.app.inject('/api/devices/908765401/FR/fr');
      expect(first.headers['cache-control']).toBe('public, max-age=300');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"[\w-]+"$/);
      const repeat = await t.app.inject({
        url: '/api/devices/908765401/FR/fr',
        headers: { 'if-none-match': etag },
      });
      expect(repeat.statusCode).toBe(304);
      expect(repeat.body).toBe('');
      const german = await t.app.inject({
        url: '/api/devices/908765401/DE/de',
        headers: { 'if-none-match': etag },
      });
      expect(german.statusCode).toBe(200);
      expect(german.headers.etag).not.toBe(etag);
    });

    it('answers in German and leaves out incentives of other countries', async () => {
      const body = productInformationSchema.parse(
        (await t.app.inject('/api/devices/908765401/DE/de')).json(),
      );
      expect(body.name).toBe('Designheizkörper Aura 600');
      const texts = body.incentives.map((i) => i.descriptions[0]?.description);
      expect(texts).toContain('Kostenlose Garantieverlängerung auf 5 Jahre');
      expect(texts).not.toContain('Quartalsprämie von 10 € pro Installation in Frankreich');
    });

    it('falls back to English for a language without texts (CATALOG_TEXT_FALLBACK)', async () => {
      const body = productInformationSchema.parse(
        (await t.app.inject('/api/devices/908765402/IE/ga')).json(),
      );
      expect(body.name).toBe('Flow 350 heat-recovery ventilation unit');
      expect(body.deviceType).toBe('VENT');
      expect(body.color).toBeNull();
    });

    it('accepts lower-case country and upper-case language', async () => {
      const res = await t.app.inject('/api/devices/908765401/fr/FR');
      expect(res.json()).toMatchObject({ name: 'Radiateur design Aura 600' });
    });

    it('knows the bulk demo serials', async () => {
      for (const serial of ['100000001', '100000200']) {
        expect((await t.app.inject(`/api/devices/${serial}/FR/fr`)).statusCode).toBe(200);
      }
      expect((await t.app.inject('/api/devices/100000204/FR/fr')).statusCode).toBe(404);
    });

    it('answers 404 JSON for an unknown serial', async () => {
      const res = await t.app.inject('/api/devices/123456789/FR/fr');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'unknown_serial_number' });
    });

    it.each(['12', 'abc123', '1'.repeat(101), '12.5'])(
      'answers 400 for serial %s',
      async (serial) => {
        const res = await t.app.inject(`/api/devices/${serial}/FR/fr`);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'invalid_input' });
        expect(JSON.stringify(res.json())).toContain('serialNumber');
      },
    );

    it('accepts a 100-digit serial without losing precision', async () => {
      const res = await t.app.inject(`/api/devices/${'9'.repeat(100)}/FR/fr`);
      expect(res.statusCode).toBe(404);
      expect(res.json<{ message: string }>().message).toContain('9'.repeat(100));
    });

    it('answers 400 for a country or language that is not 2 letters', async () => {
      expect((await t.app.inject('/api/devices/908765401/FRA/fr')).statusCode).toBe(400);
      expect((await t.app.inject('/api/devices/908765401/FR/f1')).statusCode).toBe(400);
    });
  });
});

describe('lookup rate limit', () => {
  const t = useTestApp('pglite', { LOOKUP_RATE_LIMIT_PER_MINUTE: '3' });

  it('answers 429 with Retry-After once the limit is spent', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await t.app.inject('/api/devices/908765401/FR/fr');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    expect(last?.json()).toMatchObject({ code: 'rate_limited' });
    // Other routes are not limited by the look-up budget.
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });
});
