/** The first signs of a visitor about to use the page. */
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * Resolves when the browser is idle (nothing left to paint or load for the first view) or at
 * the visitor's first interaction, whichever comes first, and at the latest after `timeoutMs`.
 * Hydration waits for it: the prerendered page is already usable as links and text, and its
 * hydration is work the first paint and the page's loading need not compete with.
 */
export function idleOrInteraction(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) {
      document.addEventListener(type, done, { capture: true, passive: true });
    }
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(done, { timeout: timeoutMs });
    } else {
      setTimeout(done, 0);
    }
  });
}
