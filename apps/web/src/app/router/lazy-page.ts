import type { ComponentType } from 'react';

/** A route `lazy` function loading a page from its own chunk (route-level code splitting). */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}
