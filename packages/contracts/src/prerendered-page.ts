import type { ProductInformation } from './product-information';

/**
 * The contract between the web build's server entry (apps/web/src/entry-server.tsx) and
 * the server that sends its pages (apps/server/src/infrastructure/spa-pages.ts).
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

/**
 * The attribute `<html>` has while the loader holds a form sent before the app took the page
 * over: the form's submit button shows it is busy (global.css).
 */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';

/** The element the server writes a step 1 look-up into, which the browser hydrates with. */
export const PRERENDERED_LOOKUP_ID = 'prerendered-lookup';

/** The query parameter that pre-fills step 1's serial number and looks it up (docs/spec.md §2). */
export const SERIAL_NUMBER_PARAM = 'serialNumber';

/**
 * A serial number the server looked up for step 1 (`?serialNumber=`: a QR code's link, or the
 * form submitted without JavaScript): its product, or null when the serial is malformed or
 * unknown. The page shows the result before any script runs.
 */
export interface PrerenderedLookup {
  serialNumber: string;
  product: ProductInformation | null;
}

/** What the server lends the page renderer. */
export interface PageServices {
  /** The product of `serialNumber` in `locale`'s language, null when unknown. */
  lookUpProduct(serialNumber: string, locale: string): Promise<ProductInformation | null>;
}

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
  /** Step 1's look-up of the URL's serial number, which makes the page the URL's own. */
  lookup: PrerenderedLookup | null;
}
