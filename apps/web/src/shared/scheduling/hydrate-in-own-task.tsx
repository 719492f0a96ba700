import { Suspense, type ReactNode } from 'react';
import { yieldToMain } from './yield-to-main';

/** The pauses of the hydration under way; empty outside `hydrateInTasks`. */
let pauses: Promise<void>[] | null = null;

/**
 * Hydrates a server-rendered page in several tasks instead of one: each `HydrateInOwnTask`
 * part met by `hydrate` keeps its server markup and is hydrated in a task of its own.
 * Resolves once every part is hydrated.
 */
export async function hydrateInTasks(hydrate: () => void): Promise<void> {
  const started: Promise<void>[] = [];
  pauses = started;
  try {
    hydrate();
  } finally {
    pauses = null;
  }
  await Promise.all(started);
  // The parts hydrate in the tasks their pauses resolve in, after these promises settle.
  await yieldToMain();
}

function PauseDuringHydration({ children }: { children: ReactNode }) {
  if (pauses !== null) {
    const pause = yieldToMain();
    pauses.push(pause);
    // Preact keeps the markup of a part that suspends while hydrating and hydrates it when
    // the promise settles (its Suspense boundary shows no fallback).
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense's protocol: a component suspends by throwing a promise
    throw pause;
  }
  return children;
}

/**
 * A part of the page hydrated in a task of its own (see `hydrateInTasks`), so hydrating a
 * whole page is not one long task on a phone. `children` must render exactly one element:
 * the markup kept while it waits is the first node.
 */
export function HydrateInOwnTask({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PauseDuringHydration>{children}</PauseDuringHydration>
    </Suspense>
  );
}
