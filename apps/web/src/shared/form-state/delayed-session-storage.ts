import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Session storage for a large form state: a burst of changes (typing in a table of
 * thousands of rows) is written once it pauses for `delayMs`, and at least every
 * `maxWaitMs`, instead of serialising the whole state on every key press. Leaving or
 * hiding the page writes at once, so a reload or a closed tab keeps the last edit.
 */
export function delayedSessionStorage<S>(delayMs: number, maxWaitMs = 2000): PersistStorage<S> {
  const pending = new Map<string, StorageValue<S>>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waitingSince: number | undefined;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    waitingSince = undefined;
    for (const [name, value] of pending) sessionStorage.setItem(name, JSON.stringify(value));
    pending.clear();
  };
  // Rendered on the server (entry-server.tsx) there is no page to leave and nothing to store.
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flush();
    });
  }

  return {
    getItem: (name) => {
      const stored = pending.get(name) ?? sessionStorage.getItem(name);
      return typeof stored === 'string'
        ? (JSON.parse(stored) as StorageValue<S>)
        : (stored ?? null);
    },
    setItem: (name, value) => {
      pending.set(name, value);
      waitingSince ??= Date.now();
      clearTimeout(timer);
      timer = setTimeout(flush, Math.min(delayMs, waitingSince + maxWaitMs - Date.now()));
    },
    removeItem: (name) => {
      pending.delete(name);
      sessionStorage.removeItem(name);
    },
  };
}
