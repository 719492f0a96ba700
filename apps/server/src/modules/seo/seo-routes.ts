import type { FastifyInstance } from 'fastify';
import { LANGUAGES } from '@pr/contracts';
import { pageUrl } from '../../infrastructure/spa-pages';
import { escapeHtml } from '../../pages/render';

/**
 * The pages a search engine should know, under every locale prefix (the SPA's routes of
 * apps/web/src/shared/routing/paths.ts): the landings and the legal pages. The registration
 * steps, the console and the sign-in redirect are not pages to find in a search.
 */
const INDEXABLE_PAGES = [
  '',
  'users/lp',
  'installers/lp',
  'privacy-policy',
  'terms-of-use',
  'imprint',
];

/** The sitemap: each page under each locale, with its 28 alternates and the default. */
export function sitemapXml(base: string, defaultLocale: string): string {
  const urls = INDEXABLE_PAGES.flatMap((page) => {
    const alternates = [
      ...LANGUAGES.map(
        ({ code }) =>
          `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeHtml(pageUrl(base, code, page))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(base, defaultLocale, page))}"/>`,
    ].join('');
    return LANGUAGES.map(
      ({ code }) => `<url><loc>${escapeHtml(pageUrl(base, code, page))}</loc>${alternates}</url>`,
    );
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join('')}</urlset>\n`;
}

/** What crawlers may read: the public pages, not the API, sign-in or console. */
export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /idp/',
    'Disallow: /redirect',
    'Disallow: /*/console',
    // Step 1 is where a QR code leads: a page to find; the later steps are not (the longer
    // rule wins).
    'Allow: /*/users/register/step/1$',
    'Allow: /*/installers/register/step/1$',
    'Disallow: /*/users/register/',
    'Disallow: /*/installers/register/',
    'Disallow: /*/partners',
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

/** `/robots.txt` and `/sitemap.xml`, built once from the public base URL. */
export function registerSeoRoutes(
  app: FastifyInstance,
  options: { publicBaseUrl: string; defaultLocale: string },
): void {
  const sitemap = sitemapXml(options.publicBaseUrl, options.defaultLocale);
  const robots = robotsTxt(options.publicBaseUrl);
  const cached = 'public, max-age=3600';
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', cached).send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').header('Cache-Control', cached).send(sitemap),
  );
}
