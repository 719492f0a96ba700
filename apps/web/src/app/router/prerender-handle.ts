import type { RouteObject } from 'react-router';

/**
 * The route handle of a public page the server renders before the JavaScript runs (the
 * landings, step 1 of both flows, the legal pages): `source` is the page's module as the
 * build manifest names it, so the server can inline its CSS and preload its code.
 */
export interface PrerenderHandle {
  source: string;
  audience: 'endUser' | 'installer';
  /** Step 1: the server looks up the URL's `?serialNumber=` and shows the product. */
  looksUpSerial?: boolean;
}

/** A route's prerender handle: `source` relative to `src/`, as the page's module path. */
export const prerendered = (source: string, audience: PrerenderHandle['audience'] = 'endUser') => ({
  handle: { source: `src/${source}`, audience } satisfies PrerenderHandle,
});

const isPrerenderHandle = (handle: unknown): handle is PrerenderHandle =>
  typeof handle === 'object' && handle !== null && 'source' in handle && 'audience' in handle;

/** The prerender handle of the deepest matched route that has one. */
export function prerenderHandleOf(routes: readonly RouteObject[]): PrerenderHandle | null {
  const handles = routes.map((route) => route.handle as unknown).filter(isPrerenderHandle);
  return handles.at(-1) ?? null;
}
