import { useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches a CSS media query, kept current as it changes; false where
 * there is no viewport to ask (the server's render, a test's DOM without `matchMedia`).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
