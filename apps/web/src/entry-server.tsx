import {
  DEFAULT_LOCALE,
  findLocale,
  SERIAL_NUMBER_PARAM,
  serialNumberSchema,
  type PageServices,
  type PrerenderedLookup,
  type PrerenderedPage,
  type RuntimeConfig,
} from '@pr/contracts';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/app-providers';
import { createAppRoutes } from './app/router/app-routes';
import { prerenderHandleOf } from './app/router/prerender-handle';
import { i18n } from './i18n/i18n';
import { brandThemeCss } from './shared/brand/brand';
import { toAppConfig } from './shared/config/runtime-config';
import { PrerenderedLookupContext } from './shared/serial-lookup/prerendered-lookup';
import { TitleSinkContext, type TitleSink } from './shared/ui/page-title';

/** The route table's shape, which does not depend on the settings. */
const ROUTE_SHAPE = createAppRoutes({ defaultLocale: DEFAULT_LOCALE, endUserLoginRequired: false });

/**
 * Whether `pathname` is a public page the server renders: a route with a prerender handle,
 * under no prefix or a supported locale spelt canonically. A finite set of paths, so the
 * server can keep every rendered page.
 */
export function isPrerenderedPath(pathname: string): boolean {
  const matches = matchRoutes(ROUTE_SHAPE, pathname);
  if (matches === null) return false;
  const locale = matches.at(-1)?.params.locale;
  if (locale !== undefined && findLocale(locale) !== locale) return false;
  return prerenderHandleOf(matches.map((match) => match.route)) !== null;
}

/** The images a page marks as its largest paint, which the head preloads unless inlined. */
const PRIORITY_IMAGE = /<img\b[^>]*\bfetchpriority="high"[^>]*>/gi;
const SRC = /\bsrc="([^"]*)"/;

function priorityImagePreloads(html: string): string {
  return [...html.matchAll(PRIORITY_IMAGE)]
    .map((match) => SRC.exec(match[0])?.[1])
    .filter((src) => src !== undefined && !src.startsWith('data:'))
    .map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`)
    .join('');
}

/** Step 1's look-up of the URL's serial number: a malformed one is not asked for. */
async function lookUpQuerySerial(
  url: URL,
  locale: string,
  services: PageServices,
): Promise<PrerenderedLookup | null> {
  const serialNumber = url.searchParams.get(SERIAL_NUMBER_PARAM);
  if (serialNumber === null) return null;
  const parsed = serialNumberSchema.safeParse(serialNumber);
  return {
    serialNumber,
    product: parsed.success ? await services.lookUpProduct(parsed.data, locale) : null,
  };
}

/**
 * Renders `url` as the browser's first render will for an anonymous visitor. Returns null
 * for a page that is not prerendered, redirects or fails: the server sends the plain app
 * shell then. Step 1 with `?serialNumber=` shows the product `services` look up (the server
 * does not keep such a page). Not re-entrant (i18n has one current language): one page at a
 * time.
 */
export async function renderPage(
  url: URL,
  config: RuntimeConfig,
  services?: PageServices,
): Promise<PrerenderedPage | null> {
  if (!isPrerenderedPath(url.pathname)) return null;
  const appConfig = toAppConfig(config);
  const handler = createStaticHandler(createAppRoutes(appConfig));
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors !== null) return null;
  const page = prerenderHandleOf(context.matches.map((match) => match.route));
  if (page === null) return null;
  const locale = context.matches.at(-1)?.params.locale ?? appConfig.defaultLocale;
  const lookup =
    page.looksUpSerial === true && services !== undefined
      ? await lookUpQuerySerial(url, locale, services)
      : null;
  const router = createStaticRouter(handler.dataRoutes, context);
  let title = '';
  const titleSink: TitleSink = (text) => {
    title = text;
  };
  const html = renderToString(
    <TitleSinkContext value={titleSink}>
      <PrerenderedLookupContext value={lookup}>
        <AppProviders queryClient={new QueryClient()} config={appConfig}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </PrerenderedLookupContext>
    </TitleSinkContext>,
  );
  return {
    html,
    head: priorityImagePreloads(html),
    title,
    description: i18n.t(`app.metaDescription.${page.audience}`),
    language: i18n.language,
    themeCss: brandThemeCss(),
    source: page.source,
    lookup,
  };
}
