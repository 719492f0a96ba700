import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

describe('robots.txt and the sitemap', () => {
  const t = useTestApp('pglite');

  it('keeps crawlers out of the API, sign-in, console and forms past step 1, and points to the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /*/console');
    // Step 1, where a QR code leads, may be found; the later steps may not.
    expect(res.body).toContain('Allow: /*/users/register/step/1$');
    expect(res.body).toContain('Disallow: /*/users/register/');
    expect(res.body).toContain('Sitemap: http://localhost:8080/sitemap.xml');
  });

  it('lists the public pages under all 28 locales, each with its alternates and a default', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const urls = res.body.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(6 * 28);
    const imprint = urls.find((url) =>
      url.includes('<loc>http://localhost:8080/fr-FR/imprint</loc>'),
    );
    expect(imprint?.match(/hreflang=/g)).toHaveLength(29);
    expect(imprint).toContain('hreflang="x-default" href="http://localhost:8080/de-DE/imprint"');
    expect(res.body).toContain('<loc>http://localhost:8080/pl-PL</loc>');
    expect(res.body).not.toContain('console');
  });
});
