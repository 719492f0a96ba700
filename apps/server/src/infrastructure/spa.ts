import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  findLocale,
  LOCALE_COOKIE,
  productInformationSchema,
  splitLocale,
  type ApiErrorBody,
  type PageServices,
  type RuntimeConfig,
} from '@pr/contracts';
import { contentNamedFiles } from './build-manifest';
import { createSpaPages } from './spa-pages';

/**
 * Step 1's look-up for a server-rendered page, made through the API's own route for the
 * visitor who asked for the page: the same validation, cache and rate limit as the look-up
 * the browser would make.
 */
function lookUpAs(app: FastifyInstance, request: FastifyRequest): PageServices {
  return {
    async lookUpProduct(serialNumber, locale) {
      const { country, language } = splitLocale(locale);
      const res = await app.inject({
        method: 'GET',
        url: `/api/devices/${encodeURIComponent(serialNumber)}/${country}/${language}`,
        remoteAddress: request.socket.remoteAddress,
        headers: pick(request.headers, ['x-forwarded-for', 'x-real-ip', 'forwarded']),
      });
      if (res.statusCode === 404) return null;
      if (res.statusCode !== 200) {
        throw new Error(`look-up of ${serialNumber} answered ${res.statusCode}`);
      }
      return productInformationSchema.parse(res.json());
    },
  };
}

const pick = (headers: FastifyRequest['headers'], names: readonly string[]) =>
  Object.fromEntries(
    names.flatMap((name) => (headers[name] === undefined ? [] : [[name, headers[name]]])),
  );

/** The spreadsheet templates (`assets/templates/{language}/bulk-upload-template.xlsx`). */
const isDownload = (relativePath: string) =>
  relativePath.startsWith(path.join('assets', 'templates') + path.sep);

/** The files at the top of the build, without the app's page and the compressed copies. */
function filesBesideIndex(distDir: string): Set<string> {
  const names = readdirSync(distDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .filter((name) => !name.startsWith('.') && !name.startsWith('index.html'))
    .filter((name) => !/\.(br|gz)$/.test(name));
  return new Set(names);
}

export interface SpaOptions {
  distDir: string;
  /** The web build's server-side render bundle (apps/web/dist-ssr/entry-server.js). */
  rendererFile: string;
  runtimeConfig: RuntimeConfig;
  publicBaseUrl: string;
  defaultLocale: string;
  /**
   * Told of every page served (its URL with the query, and the client's address), before it
   * is sent: the funnel counts QR codes.
   */
  onPage?: (url: string, address: string) => void;
}

/**
 * Serves the built SPA. Paths without a file extension that match no file get the app's
 * page (client-side routes): the public pages rendered on the server, the others the app
 * shell; a missing asset stays a 404 rather than an HTML page.
 */
export async function registerSpa(app: FastifyInstance, options: SpaOptions): Promise<void> {
  const { distDir } = options;
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const pages = hasBuild
    ? createSpaPages({
        ...options,
        onRenderError: (error, url) => app.log.error({ err: error, url }, 'page render failed'),
      })
    : null;
  // Once the server answers, so the first visitor does not wait for the renderer.
  app.addHook('onListen', async () => pages?.warmUp());
  if (hasBuild) {
    const immutable = contentNamedFiles(distDir);
    const sending: Omit<FastifyStaticOptions, 'root'> = {
      index: false,
      cacheControl: false,
      // The build wrote .br and .gz beside each text file: sent as they are, with Vary.
      preCompressed: true,
      setHeaders(res, filePath) {
        const relativePath = path.relative(distDir, filePath);
        const sentFile = relativePath.replace(/\.(br|gz)$/, '');
        // A cache must keep the compressed and the plain copy apart.
        res.setHeader('Vary', 'Accept-Encoding');
        // Names that change with their content are cached for good. Everything else is
        // revalidated (ETag), so a new release's file is seen at once.
        res.setHeader(
          'Cache-Control',
          immutable.has(sentFile) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (isDownload(relativePath)) {
          res.setHeader(
            'Content-Disposition',
            `attachment; filename="${path.basename(relativePath)}"`,
          );
        }
      },
    };
    // The built assets behind one wildcard route: a route per file cost a start 0.2 s.
    await app.register(fastifyStatic, {
      ...sending,
      root: path.join(distDir, 'assets'),
      prefix: '/assets/',
      wildcard: true,
    });
  }
  // The few files beside index.html (the favicon) are served by the page route below:
  // @fastify/static's route per file globs the whole build first, a start 0.15-0.35 s.
  const rootFiles = hasBuild ? filesBesideIndex(distDir) : new Set<string>();
  const isPagePath = (pathname: string) =>
    pathname !== '/api' &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/idp') &&
    path.extname(pathname) === '';
  if (pages !== null) {
    // A route, not the not-found handler, so the hooks (compression, headers) run for pages.
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const rootFile = pathname.slice(1);
      if (rootFiles.has(rootFile)) return reply.sendFile(rootFile, distDir);
      if (!isPagePath(pathname)) return reply.callNotFound();
      if (pathname === '/') {
        // The root is the landing of the locale the visitor chose last time, if not the default.
        reply.header('Vary', 'Cookie');
        const remembered = findLocale(request.cookies[LOCALE_COOKIE] ?? '');
        if (remembered !== undefined && remembered !== options.defaultLocale) {
          const search = request.url.slice(pathname.length);
          return reply.header('Cache-Control', 'no-cache').redirect(`/${remembered}${search}`, 302);
        }
      }
      options.onPage?.(request.url, request.ip);
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await pages.htmlFor(request.url, lookUpAs(app, request)));
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const body: ApiErrorBody = {
      code: 'not_found',
      message: `No route for ${request.method} ${pathname}.`,
    };
    return reply.status(404).send(body);
  });
}
