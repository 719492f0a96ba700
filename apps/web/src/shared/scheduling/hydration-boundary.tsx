import { Suspense, useEffect, useId, useLayoutEffect, type ReactNode } from 'react';

/** Boundaries of the hydration under way that have rendered but are not yet hydrated. */
const pending = new Set<string>();
let settled: (() => void) | null = null;

const ROOT = 'root';

function useHydrated(id: string): void {
  // A part's effects run when React has hydrated it (or rendered it afresh).
  useEffect(() => {
    pending.delete(id);
    if (pending.size === 0) settled?.();
  }, [id]);
}

function Hydrated({ id }: { id: string }) {
  useHydrated(id);
  return null;
}

/** The page's root: one child and no element, so the tree (and `useId`) stays the server's. */
function HydratedRoot({ children }: { children: ReactNode }) {
  useHydrated(ROOT);
  return children;
}

/**
 * A part of a server-rendered page that React hydrates apart from the rest (selective
 * hydration): `hydrateRoot` leaves a Suspense boundary's markup in place and hydrates it
 * later, in work that yields to the browser every few milliseconds, or at once when the
 * visitor interacts with it, replaying that event. So hydrating a whole page is several short
 * tasks on a phone, and a tap on the header is handled before the footer is hydrated.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const id = useId();
  // Runs in the commit that renders the boundary, before the effects of any boundary
  // hydrated in it: `pending` never empties while a part is still dehydrated.
  useLayoutEffect(() => {
    pending.add(id);
  }, [id]);
  return (
    <Suspense fallback={null}>
      <Hydrated id={id} />
      {children}
    </Suspense>
  );
}

/**
 * Hydrates with `hydrate`, which renders `app` into the server's markup, and resolves once
 * every `HydrationBoundary` of the page is hydrated.
 */
export function hydrateInParts(hydrate: (app: ReactNode) => void, app: ReactNode): Promise<void> {
  return new Promise((resolve) => {
    settled = () => {
      settled = null;
      resolve();
    };
    pending.add(ROOT);
    hydrate(<HydratedRoot>{app}</HydratedRoot>);
  });
}
