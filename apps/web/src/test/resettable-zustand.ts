/**
 * `zustand` as the web tests see it (vitest.config.ts aliases it here): every store the app
 * creates is remembered, and `resetStores` puts each back to its initial state after a test.
 * Test files share their modules (isolate: false), and a module's store lives as long as the
 * module, so without this a test would see what an earlier file left in a store.
 */
import { create as createStore } from 'zustand/react';
import type { StateCreator } from 'zustand/vanilla';

export * from 'zustand/vanilla';
export * from 'zustand/react';

const resets = new Set<() => void>();

function remembered<T>(createState: StateCreator<T, [], []>) {
  const store = createStore<T>()(createState);
  const initial = store.getInitialState();
  resets.add(() => store.setState(initial, true));
  return store;
}

export const create = (<T>(createState?: StateCreator<T, [], []>) =>
  createState === undefined ? remembered : remembered(createState)) as typeof createStore;

/** Called before storage is flushed and cleared: a persisted store writes its reset state there. */
export function resetStores(): void {
  for (const reset of resets) reset();
}
