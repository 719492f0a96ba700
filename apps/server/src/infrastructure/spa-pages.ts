import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  EMBEDDED_CONFIG_ID,
  findLocale,
  LANGUAGES,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_LOOKUP_ID,
  SERIAL_NUMBER_PARAM,
  SERIAL_MAX_LENGTH,
  type PageServices,
  type PrerenderedPage,
  type RuntimeConfig,
} from '@pr/contracts';
import { escapeHtml } from '../pages/render';
import { appLoaderTag } from './app-loader';

/** The web build's server entry (apps/web/src/entry-server.tsx), as the server uses it. */
/** A page's URL under a locale: `/fr-FR` for the landing, `/fr-FR/imprint` for the others. */
export const pageUrl = (base: string, locale: string, page: string) =>
  page === '' ? `${base}/${locale}` : `${base}/${locale}/${page}`;

export interface PageRenderer {
  isPrerenderedPath(pathname: string): boolean;
  renderPage(
    url: URL,
    config: RuntimeConfig,
    services?: PageServices,
  ): Promise<PrerenderedPage | null>;
}

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface SpaPagesOptions {
  distDir: string;
  /** The server-side render bundle; without it every page is the plain app shell. */
  rendererFile: string;
  runtimeConfig: RuntimeConfig;
  publicBaseUrl: string;
  defaultLocale: string;
  /** A page that could not be rendered is sent as the app shell and reported here. */
  onRenderError: (error: unknown, url: string) => void;
  /** How many rendered pages are kept at most; later pages are sent as the app shell. */
  maxPages?: number;
}

/**
 * Far more than the public pages there are (some eight pages under 29 prefixes, each with
 * and without a trailing slash): a bound that only a bug in the canonical rule would reach.
 */
const MAX_RENDERED_PAGES = 1000;

/**
 * Whether `pathname` is spelt the one way the app links to its pages: lower-case segments
 * of letters, digits and dashes, a locale prefix spelt as the locale list spells it, no
 * percent-encoding, no empty segment but an optional trailing slash. The router also
 * matches other spellings (any case, `%`-encoded letters, `//`): those get the app shell,
 * so the pages kept are a small, fixed set whatever strangers ask for.
 */
export function isCanonicalPagePath(pathname: string): boolean {
  if (pathname === '/') return true;
  const [first = '', ...rest] = pathname.replace(/^\/|\/$/g, '').split('/');
  const locale = findLocale(first);
  if (locale !== undefined && locale !== first) return false;
  return (locale === undefined ? [first, ...rest] : rest).every((segment) =>
    /^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment),
  );
}

/** The HTML pages of the SPA: the app shell, and the public pages rendered on the server. */
export interface SpaPages {
  /**
   * The page for a GET of `url` (path and query); `services` look up step 1's
   * `?serialNumber=` for the visitor who asks.
   */
  htmlFor(url: string, services?: PageServices): Promise<string>;
  /** Loads the page renderer now rather than at the first page request. */
  warmUp(): void;
}

/** JSON inside `<script>`: `<` escaped so no `</script>` or `<!--` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const ENTRY_STYLESHEET = /<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*src="(\/[^"]+\.js)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*href="(\/[^"]+\.js)"[^>]*>/g;

/** The app shell with the runtime config written in, so the app starts without asking for it. */
export function shellHtml(template: string, runtimeConfig: RuntimeConfig): string {
  const config = `<script id="${EMBEDDED_CONFIG_ID}" type="application/json">${scriptJson(runtimeConfig)}</script>`;
  return template.replace('</head>', `${config}\n</head>`);
}

/**
 * The serial number of a URL whose only query is `?serialNumber=` (a QR code's link, step 1's
 * form sent without JavaScript), of a length a serial may have; null for any other query.
 */
function querySerialOf(url: URL): string | null {
  const names = [...url.searchParams.keys()];
  const serial = url.searchParams.get(SERIAL_NUMBER_PARAM);
  if (names.length !== 1 || serial === null) return null;
  return serial.length <= SERIAL_MAX_LENGTH * 2 ? serial : null;
}

/** The page's own chunk and every chunk it imports, each once, dependencies first. */
function chunksOf(manifest: Manifest, source: string): ManifestChunk[] {
  const seen = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key)) return;
    seen.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  if (manifest[source] === undefined) {
    throw new Error(`The build manifest has no page module ${source}; rebuild the web app`);
  }
  visit(source);
  return [...seen.values()].reverse();
}

/**
 * The head of a prerendered page: its title and description, canonical URL and the
 * alternates in every locale (the sitemap's), and the URL of the locale-less variant.
 */
function seoTags(pathname: string, page: PrerenderedPage, base: string, defaultLocale: string) {
  const [, first = '', ...rest] = pathname.split('/');
  const prefixed = LANGUAGES.some(({ code }) => code === first);
  const locale = prefixed ? first : defaultLocale;
  const route = (prefixed ? rest : [first, ...rest]).join('/').replace(/\/$/, '');
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${escapeHtml(pageUrl(base, locale, route))}">`,
    ...LANGUAGES.map(
      ({ code }) =>
        `<link rel="alternate" hreflang="${code}" href="${escapeHtml(pageUrl(base, code, route))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(base, defaultLocale, route))}">`,
  ].join('\n');
}

/**
 * The SPA's pages. The public pages (landings, step 1, legal pages) are rendered once per
 * URL and kept: they depend only on the URL, the build and the settings, all fixed for the
 * process. Their CSS is inlined (no render-blocking request) and their code, the page's
 * chunks with the app's, is loaded once they are painted (see app-loader.ts).
 */
export function createSpaPages(options: SpaPagesOptions): SpaPages {
  const { distDir, runtimeConfig, publicBaseUrl, defaultLocale } = options;
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const shell = shellHtml(template, runtimeConfig);
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(options.rendererFile) || !existsSync(manifestFile)) {
    return { htmlFor: async () => shell, warmUp: () => undefined };
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  // Not at start: React's server renderer and the app take a start 0.25 s, and nothing but
  // pages needs them. A renderer that cannot load leaves every page the app shell.
  let rendererLoad: Promise<PageRenderer | null> | undefined;
  const loadRenderer = () =>
    (rendererLoad ??= (
      import(pathToFileURL(options.rendererFile).href) as Promise<PageRenderer>
    ).catch((error: unknown) => {
      options.onRenderError(error, options.rendererFile);
      return null;
    }));

  const fileText = new Map<string, string>();
  const readAsset = (file: string) => {
    let text = fileText.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(distDir, file), 'utf8');
      fileText.set(file, text);
    }
    return text;
  };
  const entryStylesheets = [...template.matchAll(ENTRY_STYLESHEET)].map((m) => m[1] ?? '');
  const entryScript = ENTRY_SCRIPT.exec(template)?.[1];
  if (entryScript === undefined) {
    throw new Error(`${distDir}/index.html has no module script; rebuild the web app`);
  }
  const entryModules = [...template.matchAll(MODULE_PRELOAD)].map((m) => m[1] ?? '');

  const assemble = (url: URL, page: PrerenderedPage) => {
    const chunks = chunksOf(manifest, page.source);
    const css = [...entryStylesheets, ...chunks.flatMap((chunk) => chunk.css ?? [])];
    const style = `<style>${page.themeCss}${[...new Set(css)].map(readAsset).join('')}</style>`;
    const modules = new Set([...entryModules, ...chunks.map((chunk) => `/${chunk.file}`)]);
    modules.delete(entryScript);
    const lookup =
      page.lookup === null
        ? ''
        : `<script id="${PRERENDERED_LOOKUP_ID}" type="application/json">${scriptJson(page.lookup)}</script>`;
    const head = [
      seoTags(url.pathname, page, publicBaseUrl, defaultLocale),
      page.head,
      style,
      lookup,
    ].join('\n');
    return shell
      .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(page.language)}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(ENTRY_STYLESHEET, '')
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace('</head>', `${head}\n</head>`)
      .replace(
        '<div id="root"></div>',
        // A look-up's page is the URL's with its query; the browser hydrates it for that URL.
        `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(page.lookup === null ? url.pathname : `${url.pathname}${url.search}`)}">${page.html}</div>`,
      )
      .replace('</body>', `${appLoaderTag(entryScript, [...modules])}\n</body>`);
  };

  // Keyed by the path as the app spells it (isCanonicalPagePath), so a finite set.
  const rendered = new Map<string, Promise<string>>();
  const maxPages = options.maxPages ?? MAX_RENDERED_PAGES;
  // i18n has one current language: pages are rendered one after the other.
  let queue: Promise<unknown> = Promise.resolve();
  const render = (renderer: PageRenderer, url: URL, services?: PageServices): Promise<string> => {
    const next = queue.then(async () => {
      const page = await renderer.renderPage(url, runtimeConfig, services);
      return page === null || (url.search !== '' && page.lookup === null)
        ? shell
        : assemble(url, page);
    });
    queue = next.catch(() => undefined);
    return next;
  };

  return {
    warmUp: () => void loadRenderer(),
    async htmlFor(requestUrl, services) {
      const url = new URL(requestUrl, publicBaseUrl);
      const renderer = await loadRenderer();
      if (renderer === null || !isCanonicalPagePath(url.pathname)) return shell;
      if (!renderer.isPrerenderedPath(url.pathname)) return shell;
      if (url.search !== '') {
        // Step 1 shows the look-up of its `?serialNumber=`, for this visitor only: not kept.
        // Any other query makes the page the browser's to render.
        if (querySerialOf(url) === null || services === undefined) return shell;
        // A look-up refused (the visitor's rate limit) is not a render failure: the browser
        // looks the serial up itself and says why it cannot.
        let lookupRefused = false;
        const lookUpProduct: PageServices['lookUpProduct'] = (serial, locale) =>
          services.lookUpProduct(serial, locale).catch((error: unknown) => {
            lookupRefused = true;
            throw error;
          });
        return render(renderer, url, { lookUpProduct }).catch((error: unknown) => {
          if (!lookupRefused) options.onRenderError(error, url.pathname);
          return shell;
        });
      }
      let html = rendered.get(url.pathname);
      if (html === undefined) {
        if (rendered.size >= maxPages) return shell;
        html = render(renderer, url).catch((error: unknown) => {
          // Tried again by the next request, not kept; this visitor gets the app shell.
          rendered.delete(url.pathname);
          options.onRenderError(error, url.pathname);
          return shell;
        });
        rendered.set(url.pathname, html);
      }
      return html;
    },
  };
}
