// Apart from the zod schemas, so a page that only sends the header does not load zod.
/** Name of the CSRF double-submit cookie and of the header that must echo it. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
