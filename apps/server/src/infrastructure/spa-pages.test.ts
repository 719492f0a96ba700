import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  EMBEDDED_CONFIG_ID,
  LANGUAGES,
  PRERENDERED_LOOKUP_ID,
  type ProductInformation,
} from '@pr/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { toRuntimeConfig } from '../config-runtime';
import { createSpaPages, type SpaPages } from './spa-pages';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <title>Calora</title>
    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-BBBBBBBB.js">
    <link rel="stylesheet" crossorigin href="/assets/index-CCCCCCCC.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST = {
  'src/main.tsx': { file: 'assets/index-AAAAAAAA.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-BBBBBBBB.js' },
  '_form.js': { file: 'assets/form-DDDDDDDD.js', css: ['assets/form-EEEEEEEE.css'] },
  'src/features/landing/landing-page.tsx': {
    file: 'assets/landing-page-FFFFFFFF.js',
    imports: ['_react.js', '_form.js'],
    css: ['assets/landing-page-GGGGGGGG.css'],
  },
};

/**
 * A stand-in for the web build's server entry: renders /fr-FR/, /fr-FR/imprint and step 1,
 * which shows the look-up of its `?serialNumber=`.
 */
const RENDERER = `
export let renders = 0;
const STEP_1 = '/fr-FR/users/register/step/1';
export const isPrerenderedPath = (pathname) => ['/fr-FR/', '/fr-FR/imprint', '/broken', STEP_1].includes(pathname);
export async function renderPage(url, config, services) {
  renders += 1;
  if (url.pathname === '/broken') throw new Error('render failed');
  if (url.pathname === '/fr-FR/imprint') return null;
  const serialNumber = url.searchParams.get('serialNumber');
  const lookup =
    url.pathname === STEP_1 && serialNumber !== null && services !== undefined
      ? { serialNumber, product: await services.lookUpProduct(serialNumber, 'fr-FR') }
      : null;
  return {
    html: '<h1>Enregistrez votre produit</h1><p>' + config.defaultLocale + '</p>',
    head: '<link rel="preload" as="image" href="/assets/images/hero.svg"/>',
    title: 'Enregistrez <votre> produit · Calora',
    description: 'Enregistrez "votre" appareil',
    language: 'fr',
    themeCss: ':root{--color-primary:#c2410c}',
    source: 'src/features/landing/landing-page.tsx',
    lookup,
  };
}`;

describe('SPA pages', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'pr-spa-pages-'));
  const rendererFile = path.join(distDir, '..', path.basename(distDir) + '-entry-server.mjs');
  const runtimeConfig = {
    ...toRuntimeConfig(loadConfig({})),
    supportPhone: '</script><script>alert(1)</script>',
    webVitalsSampleRate: 0,
  };
  const onRenderError = vi.fn();
  const product: ProductInformation = {
    name: 'Radiateur design Aura 600',
    googleMapsApiKey: '',
    imageUrl: null,
    productUrl: null,
    color: null,
    deviceType: 'RAD',
    incentives: [],
  };
  const services = { lookUpProduct: vi.fn(() => Promise.resolve(product)) };
  let pages: SpaPages;

  const write = (relativePath: string, content: string) => {
    const file = path.join(distDir, relativePath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  const renders = async () => ((await import(rendererFile)) as { renders: number }).renders;

  beforeAll(async () => {
    write('index.html', TEMPLATE);
    write('.vite/manifest.json', JSON.stringify(MANIFEST));
    write('assets/index-CCCCCCCC.css', '.entry{color:red}');
    write('assets/form-EEEEEEEE.css', '.form{color:blue}');
    write('assets/landing-page-GGGGGGGG.css', '.landing{color:green}');
    writeFileSync(rendererFile, RENDERER);
    pages = createSpaPages({
      distDir,
      rendererFile,
      runtimeConfig,
      publicBaseUrl: 'https://register.example.com',
      defaultLocale: 'de-DE',
      onRenderError,
    });
  });
  afterAll(() => {
    rmSync(distDir, { recursive: true, force: true });
    rmSync(rendererFile, { force: true });
  });

  /** The runtime config the page carries, as the browser reads it. */
  const embeddedConfig = (html: string) => {
    const match = new RegExp(
      `<script id="${EMBEDDED_CONFIG_ID}" type="application/json">(.*?)</script>`,
    ).exec(html);
    return JSON.parse(match?.[1] ?? 'null') as unknown;
  };

  it('writes the runtime config into the app shell, unable to end its script element', async () => {
    const html = await pages.htmlFor('/fr-FR/partners');
    expect(embeddedConfig(html)).toEqual(runtimeConfig);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-CCCCCCCC.css">');
  });

  it('renders a public page into the root, with its language, title and description', async () => {
    const html = await pages.htmlFor('/fr-FR/');
    expect(html).toContain(
      '<div id="root" data-prerendered="/fr-FR/"><h1>Enregistrez votre produit</h1><p>de-DE</p></div>',
    );
    expect(html).toContain('<html lang="fr">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // The renderer hands over the title as text: the page escapes it.
    expect(html).toContain('<title>Enregistrez &#60;votre&#62; produit · Calora</title>');
    expect(html).toContain(
      '<meta name="description" content="Enregistrez &#34;votre&#34; appareil">',
    );
    expect(html).toContain('<link rel="preload" as="image" href="/assets/images/hero.svg"/>');
    expect(embeddedConfig(html)).toEqual(runtimeConfig);
  });

  it('names the canonical URL and the page in every locale', async () => {
    const html = await pages.htmlFor('/fr-FR/');
    expect(html).toContain('<link rel="canonical" href="https://register.example.com/fr-FR">');
    expect(html.match(/<link rel="alternate" hreflang="/g)).toHaveLength(LANGUAGES.length + 1);
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://register.example.com/de-DE">',
    );
  });

  it('inlines the CSS of the entry and of the page’s chunks, and loads the code after the paint', async () => {
    const html = await pages.htmlFor('/fr-FR/');
    expect(html).toContain(
      '<style>:root{--color-primary:#c2410c}.entry{color:red}.form{color:blue}.landing{color:green}</style>',
    );
    expect(html).not.toContain('rel="stylesheet"');
    // No module request before the first paint: the loader at the end of the body asks.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    const loader = /<script data-app-loader data-entry="([^"]*)" data-preload="([^"]*)">/.exec(
      html,
    );
    expect(loader?.[1]).toBe('/assets/index-AAAAAAAA.js');
    // The entry's modules and the page's, each once.
    expect(loader?.[2]?.split(' ').sort()).toEqual([
      '/assets/form-DDDDDDDD.js',
      '/assets/landing-page-FFFFFFFF.js',
      '/assets/react-BBBBBBBB.js',
    ]);
    expect(html.indexOf('data-app-loader')).toBeGreaterThan(html.indexOf('id="root"'));
  });

  it('renders a page once and sends the same markup to every later visitor', async () => {
    const before = await renders();
    const [first, second] = await Promise.all([pages.htmlFor('/fr-FR/'), pages.htmlFor('/fr-FR/')]);
    expect(second).toBe(first);
    expect(await renders()).toBe(before);
  });

  it('leaves a page with a query, a page not rendered and a redirect to the browser', async () => {
    const shell = await pages.htmlFor('/fr-FR/partners');
    expect(await pages.htmlFor('/fr-FR/?serialNumber=123', services)).toBe(shell);
    expect(await pages.htmlFor('/fr-FR/users/register/step/1?utm=qr', services)).toBe(shell);
    expect(
      await pages.htmlFor(`/fr-FR/users/register/step/1?serialNumber=${'9'.repeat(500)}`, services),
    ).toBe(shell);
    expect(await pages.htmlFor('/fr-FR/imprint')).toBe(shell);
  });

  it('shows step 1 with the look-up of its serial number, for that visitor only', async () => {
    const url = '/fr-FR/users/register/step/1?serialNumber=908765401';
    const html = await pages.htmlFor(url, services);
    expect(services.lookUpProduct).toHaveBeenCalledWith('908765401', 'fr-FR');
    // The browser hydrates it for the URL with its query, with the same look-up.
    expect(html).toContain(`<div id="root" data-prerendered="${url}">`);
    const lookup = new RegExp(
      `<script id="${PRERENDERED_LOOKUP_ID}" type="application/json">(.*?)</script>`,
    ).exec(html);
    expect(JSON.parse(lookup?.[1] ?? 'null')).toEqual({ serialNumber: '908765401', product });
    // Not kept: the next visitor's look-up is their own.
    const before = await renders();
    await pages.htmlFor(url, services);
    expect(await renders()).toBe(before + 1);
  });

  it('sends the app shell, and reports nothing, when the visitor may not look up now', async () => {
    const shell = await pages.htmlFor('/fr-FR/partners');
    onRenderError.mockClear();
    const refused = { lookUpProduct: vi.fn(() => Promise.reject(new Error('answered 429'))) };
    const html = await pages.htmlFor('/fr-FR/users/register/step/1?serialNumber=1', refused);
    expect(html).toBe(shell);
    expect(onRenderError).not.toHaveBeenCalled();
  });

  it('sends the app shell when a render fails, reports it and tries again next time', async () => {
    const shell = await pages.htmlFor('/fr-FR/partners');
    expect(await pages.htmlFor('/broken')).toBe(shell);
    expect(onRenderError).toHaveBeenCalledWith(expect.any(Error), '/broken');
    const before = await renders();
    await pages.htmlFor('/broken');
    expect(await renders()).toBe(before + 1);
  });
});

/** A stand-in that matches paths as React Router does: any case, decoded, trailing slashes. */
const LENIENT_RENDERER = `
export let renders = 0;
const pages = ['/fr-fr', '/fr-fr/imprint'];
const matched = (pathname) => {
  try {
    return decodeURIComponent(pathname).toLowerCase().replace(/\\/+/g, '/').replace(/\\/$/, '');
  } catch {
    return '';
  }
};
export const isPrerenderedPath = (pathname) =>
  pathname.startsWith('/flood/') || pages.includes(matched(pathname));
export async function renderPage(url) {
  renders += 1;
  return {
    html: '<h1>' + url.pathname + '</h1>',
    head: '',
    title: 'Calora',
    description: 'Calora',
    language: 'fr',
    themeCss: '',
    source: 'src/features/landing/landing-page.tsx',
    lookup: null,
  };
}`;

describe('SPA pages under a flood of spellings', () => {
  const distDir = mkdtempSync(path.join(tmpdir(), 'pr-spa-flood-'));
  const rendererFile = path.join(distDir, '..', path.basename(distDir) + '-entry-server.mjs');
  let pages: SpaPages;
  const renders = async () => ((await import(rendererFile)) as { renders: number }).renders;

  beforeAll(() => {
    mkdirSync(path.join(distDir, '.vite'), { recursive: true });
    writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    writeFileSync(path.join(distDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    for (const css of ['index-CCCCCCCC', 'form-EEEEEEEE', 'landing-page-GGGGGGGG']) {
      mkdirSync(path.join(distDir, 'assets'), { recursive: true });
      writeFileSync(path.join(distDir, 'assets', `${css}.css`), '');
    }
    writeFileSync(rendererFile, LENIENT_RENDERER);
    pages = createSpaPages({
      distDir,
      rendererFile,
      runtimeConfig: toRuntimeConfig(loadConfig({})),
      publicBaseUrl: 'https://register.example.com',
      defaultLocale: 'de-DE',
      onRenderError: () => undefined,
      maxPages: 50,
    });
  });
  afterAll(() => {
    rmSync(distDir, { recursive: true, force: true });
    rmSync(rendererFile, { force: true });
  });

  /** The n-th of many spellings of `/fr-FR/imprint`: case, `%`-encoding, slashes. */
  const spelling = (n: number) => {
    let digits = n;
    const letters = [...'fr-FR/imprint'].map((letter) => {
      const choice = digits % 3;
      digits = Math.floor(digits / 3);
      if (choice === 0) return letter;
      if (letter === '/') return choice === 1 ? '//' : '/./';
      if (choice === 1)
        return letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
      return `%${letter.charCodeAt(0).toString(16).toUpperCase()}`;
    });
    return `/${letters.join('')}${n % 2 === 0 ? '/' : ''}`;
  };

  it('renders one page once, whatever the spelling, and sends the others the app shell', async () => {
    const shell = await pages.htmlFor('/fr-FR/partners?x=1');
    const before = await renders();
    const spellings = Array.from({ length: 1000 }, (_, n) => spelling(n));
    expect(new Set(spellings).size).toBe(1000);
    const answers = await Promise.all(spellings.map((url) => pages.htmlFor(url)));
    // The page as the app links to it, with and without a trailing slash.
    expect((await renders()) - before).toBeLessThanOrEqual(2);
    expect(answers.filter((html) => html !== shell).length).toBeGreaterThan(0);
    expect(await pages.htmlFor('/FR-fr/imprint')).toBe(shell);
    expect(await pages.htmlFor('/fr-FR/%69mprint')).toBe(shell);
    expect(await pages.htmlFor('/fr-FR/imprint')).toContain('<h1>/fr-FR/imprint</h1>');
  });

  it('keeps no more pages than its bound, however many distinct pages are asked for', async () => {
    const before = await renders();
    await Promise.all(Array.from({ length: 300 }, (_, n) => pages.htmlFor(`/flood/${n}`)));
    expect((await renders()) - before).toBeLessThanOrEqual(50);
  });
});
