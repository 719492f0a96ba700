import { expect, test } from '../../support/test';

test.describe('device look-up against the running server', () => {
  test('returns the demo radiator with colour and incentives', async ({ request }) => {
    const res = await request.get('/api/devices/908765401/FR/fr');
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { name: string; color: string; incentives: unknown[] };
    expect(body.name).toBe('Radiateur design Aura 600');
    expect(body.color).toBe('Blanc pur (RAL 9010)');
    expect(body.incentives.length).toBeGreaterThan(0);
  });

  test('answers an unknown serial with a JSON 404', async ({ request }) => {
    const res = await request.get('/api/devices/123456789/FR/fr');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'unknown_serial_number' });
  });

  test('serves the product image the answer points to', async ({ request }) => {
    const res = await request.get('/assets/products/aura-radiator.svg');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
  });
});
