import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';
import { hydrateInParts } from '../shared/scheduling/hydration-boundary';

let root: Root | null = null;

/** Whether React batches its work into `act` (Testing Library's default) or runs as in a browser. */
const actEnvironment = (on: boolean) => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = on;
};

/**
 * For the tests of a describe block: React schedules hydration as in a browser, so a test sees
 * the page between its tasks; the hydrated root and the page go after each test.
 */
export function hydratingAsBrowser(): void {
  beforeEach(() => actEnvironment(false));
  afterEach(() => {
    root?.unmount();
    root = null;
    document.body.innerHTML = '';
    actEnvironment(true);
  });
}

/**
 * Hydrates the server markup in `container` with `app` as main.tsx does, or renders it
 * afresh (`afresh`, as for a signed-in visitor); resolves when every part is done.
 */
export function hydrateAsBrowser(
  container: HTMLElement,
  app: ReactNode,
  { afresh = false }: { afresh?: boolean } = {},
): Promise<void> {
  return hydrateInParts((parts) => {
    if (afresh) {
      root = createRoot(container);
      root.render(parts);
    } else {
      root = hydrateRoot(container, parts);
    }
  }, app);
}
