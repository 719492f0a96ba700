import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productInformationSchema, runtimeConfigSchema } from '@pr/contracts';
import { createTestApp, csrfHeaders, databaseKinds, type TestApp } from './test-app';
import { APP_LOADER_CSP_SOURCE } from '../src/plugins/app-loader';

describe.each(databaseKinds)('API on %s', (kind) => {
  let t: TestApp;
  const distDir = mkdtempSync(path.join(tmpdir(), 'pr-dist-'));

  beforeAll(async () => {
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>spa</title>');
    writeFileSync(path.join(distDir, 'assets', 'app-Ab12Cd34.js'), 'console.log(1)');
    // The build's manifest lists the files named after their content.
    mkdirSync(path.join(distDir, '.vite'));
    writeFileSync(
      path.join(distDir, '.vite', 'manifest.json'),
      JSON.stringify({ 'src/main.tsx': { file: 'assets/app-Ab12Cd34.js' } }),
    );
    t = await createTestApp(kind, { WEB_DIST_DIR: distDir, LOOKUP_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('compresses JSON answers over 1 kB for a client that accepts it, and leaves small ones', async () => {
    const large = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(large.headers['content-encoding']).toBe('br');
    expect(String(large.headers.vary).toLowerCase()).toContain('accept-encoding');
    const document = JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8')) as {
      openapi: string;
    };
    expect(document.openapi).toMatch(/^3\./);
    const gzip = await t.app.inject({
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).length).toBeGreaterThan(gzip.rawPayload.length * 3);
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await t.app.inject('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

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
      expect((await t.app.inject('/api/devices/100000201/FR/fr')).statusCode).toBe(404);
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

  it('GET /api/products lists the catalog in the requested language', async () => {
    const res = await t.app.inject('/api/products?language=en');
    expect(res.statusCode).toBe(200);
    const { products } = res.json<{ products: { model: string; name: string }[] }>();
    expect(products).toHaveLength(5);
    expect(products.map((p) => p.name)).toContain('Aura 600 designer radiator');
  });

  it('GET /api/health reports the database', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('GET /api/config gives the SPA its runtime settings', async () => {
    const res = await t.app.inject('/api/config');
    const body = runtimeConfigSchema.parse(res.json());
    expect(body.defaultLocale).toBe('de-DE');
    expect(body.endUserLoginRequired).toBe(false);
    expect(body.oidc.authority).toBe('http://localhost:8080/idp');
    expect(body.cookieConsentScriptUrl).toBeNull();
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: object }>().paths)).toContain(
      '/api/devices/{serialNumber}/{country}/{language}',
    );
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('shows the bodies of the two write routes in the OpenAPI document', async () => {
    const paths = (await t.app.inject('/api/docs/json')).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>().paths;
    const registration = JSON.stringify(paths['/api/{serialNumber}']?.put?.requestBody);
    for (const field of ['installerCompany', 'enduser', 'installationAddress', 'postalCode']) {
      expect(registration).toContain(`"${field}"`);
    }
    const batch = JSON.stringify(paths['/api/devices/batch']?.put?.requestBody);
    for (const field of [
      'productRegistrations',
      'serialNumber',
      'installationDate',
      'countryCode',
    ]) {
      expect(batch).toContain(`"${field}"`);
    }
  });

  describe('CSRF double submit', () => {
    const report = { kind: 'error', message: 'boom' };

    it('sets an XSRF-TOKEN cookie readable by the SPA', async () => {
      const res = await t.app.inject('/api/health');
      const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
      expect(cookie?.value).toMatch(/^[\w-]{40,}$/);
      expect(cookie?.httpOnly).toBeFalsy();
      expect(cookie?.sameSite).toBe('Strict');
    });

    it('rejects an unsafe request without the header', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/telemetry',
        payload: report,
        headers: { cookie: 'XSRF-TOKEN=abc' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'csrf_token_invalid' });
    });

    it('rejects a header that does not match the cookie', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/telemetry',
        payload: report,
        headers: { cookie: 'XSRF-TOKEN=abc', 'x-xsrf-token': 'abd' },
      });
      expect(res.statusCode).toBe(403);
    });

    it('accepts a matching header', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/telemetry',
        payload: report,
        headers: csrfHeaders(),
      });
      expect(res.statusCode).toBe(204);
    });
  });

  it('answers 400 malformed_json for a broken JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      payload: '{"kind": "error",',
      headers: { ...csrfHeaders(), 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'malformed_json' });
  });

  it('answers 400 with field details for a body that breaks the schema', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      payload: { kind: 'nonsense', message: '' },
      headers: csrfHeaders(),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; details: { path: string }[] }>();
    expect(body.code).toBe('invalid_input');
    expect(body.details.map((d) => d.path)).toEqual(
      expect.arrayContaining(['body/kind', 'body/message']),
    );
  });

  it('answers 413 JSON for a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      payload: { kind: 'error', message: 'x'.repeat(t.config.bodyLimitBytes) },
      headers: csrfHeaders(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('answers 413 for a telemetry report over 16 kB, whatever the general limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/telemetry',
      payload: { kind: 'error', message: 'Boom', details: { stack: 'x'.repeat(17 * 1024) } },
      headers: csrfHeaders(),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('tags every answer with a request id of its own, not one a client made up', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'trace-42' } });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 404 JSON for an unknown API route, never the SPA', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends security headers with a CSP that forbids foreign framing', async () => {
    const res = await t.app.inject('/fr-FR/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("default-src 'self'");
    // Inline scripts: only the prerendered pages' loader, by its hash; WebAssembly, no eval.
    expect(csp).toContain(`script-src 'self' ${APP_LOADER_CSP_SOURCE} 'wasm-unsafe-eval';`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('sends the same security headers on pages, API answers and errors', async () => {
    const names = [
      'content-security-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'referrer-policy',
      'strict-transport-security',
      'x-content-type-options',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-frame-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const page = await t.app.inject('/fr-FR/');
    for (const url of ['/api/devices/908765401/FR/fr', '/api/nothing-here', '/api/health']) {
      const res = await t.app.inject(url);
      for (const name of names)
        expect(res.headers[name], `${url} ${name}`).toBe(page.headers[name]);
    }
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['x-powered-by']).toBeUndefined();
  });

  describe('SPA', () => {
    it('answers client routes with index.html', async () => {
      for (const url of ['/', '/fr-FR/users/register/step/1?serialNumber=1', '/partners/bulk']) {
        const res = await t.app.inject(url);
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>spa</title>');
      }
    });

    it('serves built assets with long caching', async () => {
      const res = await t.app.inject('/assets/app-Ab12Cd34.js');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
    });

    it('answers a missing file with 404, not with the page', async () => {
      const res = await t.app.inject('/assets/missing.js');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>spa</title>');
    });
  });
});

describe('lookup rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { LOOKUP_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(async () => t.close());

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
