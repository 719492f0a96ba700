import { XLSX_MEDIA_TYPE } from '@pr/contracts';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { toRuntimeConfig } from '../config-runtime';
import { registerSpa } from './spa';

/** The start of a ZIP archive, as every .xlsx begins. */
const WORKBOOK = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
const SCRIPT = Buffer.from(`export const text = ${JSON.stringify('x'.repeat(4000))};`);

describe('SPA static files', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'pr-spa-'));
  let app: FastifyInstance;

  const write = (relativePath: string, content: string | Buffer) => {
    const file = path.join(distDir, relativePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };

  beforeAll(async () => {
    write('index.html', '<!doctype html><title>spa</title>');
    write('favicon.svg', '<svg/>');
    // Vite's manifest names the files whose names follow their content.
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'src/main.tsx': { file: 'assets/index-peNo0AF-.js', css: ['assets/index-Cq1Ab2c.css'] },
        '_router.js': { file: 'assets/router-OKZUWjc.js' },
        'src/app.tsx': { file: 'assets/app-Bq3xZ9kL.js', assets: ['assets/hero-D3k4Lm5.svg'] },
      }),
    );
    write('assets/router-OKZUWjc.js', 'export {}');
    write('assets/index-Cq1Ab2c.css', 'body{}');
    write('assets/hero-D3k4Lm5.svg', '<svg/>');
    write('assets/copied-by-hand-ABCDEFGH.js', 'export {}');
    write('.env', 'SECRET=1');
    write('assets/index-peNo0AF-.js', 'console.log(1)');
    write('assets/products/terra-heat-pump.svg', '<svg/>');
    write('assets/templates/bulk-upload-template.xlsx', WORKBOOK);
    write('assets/templates/fr/bulk-upload-template.xlsx', WORKBOOK);
    // What the build's precompress step writes beside a text file.
    write('assets/app-Bq3xZ9kL.js', SCRIPT);
    write('assets/app-Bq3xZ9kL.js.br', brotliCompressSync(SCRIPT));
    write('assets/app-Bq3xZ9kL.js.gz', gzipSync(SCRIPT));
    app = Fastify();
    await app.register(cookie);
    await registerSpa(app, {
      distDir,
      rendererFile: path.join(distDir, 'no-renderer.js'),
      runtimeConfig: toRuntimeConfig(loadConfig({})),
      publicBaseUrl: 'http://localhost:8080',
      defaultLocale: 'de-DE',
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends the root to the landing of the locale the visitor chose, keeping the query', async () => {
    const chosen = await app.inject({ url: '/?utm_source=mail', cookies: { locale: 'pl-PL' } });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/pl-PL?utm_source=mail');
    expect(chosen.headers.vary).toContain('Cookie');
    for (const locale of [undefined, 'de-DE', 'xx-YY']) {
      const root = await app.inject({ url: '/', ...(locale ? { cookies: { locale } } : {}) });
      expect(root.statusCode, String(locale)).toBe(200);
      expect(root.headers.vary).toContain('Cookie');
    }
    // Only the root: a shared link to a page keeps its own locale.
    const page = await app.inject({ url: '/users/register/step/1', cookies: { locale: 'pl-PL' } });
    expect(page.statusCode).toBe(200);
  });

  it('serves the files beside index.html and a missing asset as a 404, never the page itself', async () => {
    const favicon = await app.inject('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
    expect(favicon.body).toBe('<svg/>');
    for (const url of ['/index.html', '/.vite/manifest.json', '/assets/missing-AAAAAAAA.js']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
    // A hidden file beside index.html is never sent.
    expect((await app.inject('/.env')).body).not.toContain('SECRET');
  });

  it.each([
    '/assets/templates/bulk-upload-template.xlsx',
    '/assets/templates/fr/bulk-upload-template.xlsx',
  ])('serves %s as a spreadsheet download that is revalidated, not cached forever', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MEDIA_TYPE);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="bulk-upload-template.xlsx"',
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect(res.rawPayload).toEqual(WORKBOOK);
  });

  it('answers an unchanged template with 304', async () => {
    const url = '/assets/templates/fr/bulk-upload-template.xlsx';
    const { etag } = (await app.inject(url)).headers;
    const res = await app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(res.statusCode).toBe(304);
  });

  it('caches the files of the build manifest forever, and fixed-name public files not', async () => {
    const hashed = await app.inject('/assets/index-peNo0AF-.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-disposition']).toBeUndefined();
    // Whatever the length of the hash: the manifest decides, not the name's pattern.
    for (const url of [
      '/assets/router-OKZUWjc.js',
      '/assets/index-Cq1Ab2c.css',
      '/assets/hero-D3k4Lm5.svg',
    ]) {
      const res = await app.inject(url);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
    const compressed = await app.inject({
      url: '/assets/app-Bq3xZ9kL.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A name that looks hashed but that the build did not make.
    const lookalike = await app.inject('/assets/copied-by-hand-ABCDEFGH.js');
    expect(lookalike.headers['cache-control']).toBe('no-cache');

    // A dash-separated name is not a content hash when the file sits in a subfolder.
    const publicFile = await app.inject('/assets/products/terra-heat-pump.svg');
    expect(publicFile.statusCode).toBe(200);
    expect(publicFile.headers['cache-control']).toBe('no-cache');
  });

  it('answers a template of an unknown language with 404, not with the page', async () => {
    const res = await app.inject('/assets/templates/xx/bulk-upload-template.xlsx');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>spa</title>');
  });

  it('sends the build’s compressed copy the browser accepts, with Vary, and the file to others', async () => {
    const url = '/assets/app-Bq3xZ9kL.js';
    const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload)).toEqual(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 10);

    const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload)).toEqual(SCRIPT);

    const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(SCRIPT);
  });
});
