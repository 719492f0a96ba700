import type { ComponentType } from 'react';

/**
 * A route `lazy` function loading a page from its own chunk (route-level code splitting).
 * `prefetch` starts downloading what the page leads to next (the thank-you page after the
 * review, the map after the address search), so that does not wait for the user's click
 * or the server's answer.
 */
export function lazyPage<M>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType,
  prefetch?: () => Promise<unknown>,
) {
  return async () => {
    const page = pick(await load());
    // A failed prefetch is retried, and reported, when the page is really needed.
    prefetch?.().catch(() => undefined);
    return { Component: page };
  };
}
