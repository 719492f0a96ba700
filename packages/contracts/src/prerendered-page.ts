/**
 * The contract between the web build's server entry (apps/web/src/entry-server.tsx) and
 * the server that sends its pages (apps/server/src/plugins/spa-pages.ts).
 */

/** The element the server writes the runtime config into, so the app needs no request for it. */
export const EMBEDDED_CONFIG_ID = 'runtime-config';

/**
 * The attribute of `#root` naming the URL (path and query) the server rendered into it;
 * the browser hydrates that markup only when its first render is of the same URL.
 */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The attribute `<html>` gets once the app has rendered or hydrated its first page: until
 * then a prerendered page shows its content but its buttons do nothing yet.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** The attribute of the inline script that loads the app on a prerendered page. */
export const APP_LOADER_ATTRIBUTE = 'data-app-loader';

/** A public page rendered on the server, for the browser to paint before its JavaScript runs. */
export interface PrerenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** Tags for the head: the preload of the page's hero image. */
  head: string;
  /** The title and the meta description as text, in the page's language. */
  title: string;
  description: string;
  /** The value of `<html lang>`. */
  language: string;
  /** The brand colours, which the browser's script sets on `<html>`. */
  themeCss: string;
  /** The page's module as the build manifest names it: its CSS and JS are the page's own. */
  source: string;
}
