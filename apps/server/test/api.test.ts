import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runtimeConfigSchema } from '@pr/contracts';
import { csrfHeaders, databaseKinds, useTestApp } from './test-app';
import { APP_LOADER_CSP_SOURCE } from '../src/infrastructure/app-loader';

describe.each(databaseKinds)('API on %s', (kind) => {
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
  });
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  const t = useTestApp(kind, { WEB_DIST_DIR: distDir, LOOKUP_RATE_LIMIT_PER_MINUTE: '1000' });

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

  it('GET /api/products lists the catalog in the requested language', async () => {
    const res = await t.app.inject('/api/products?language=en');
    expect(res.statusCode).toBe(200);
    const { products } = res.json<{ products: { model: string; name: string; gtin: string }[] }>();
    expect(products).toHaveLength(5);
    expect(products.map((p) => p.name)).toContain('Aura 600 designer radiator');
    expect(products.find((p) => p.model === 'CAL-RAD-AURA-600')?.gtin).toBe('04012345100013');
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
