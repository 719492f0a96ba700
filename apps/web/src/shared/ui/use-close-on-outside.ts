import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Calls `onOutside` when a click or the focus lands outside `root`, while `active`: how a
 * dropdown or popover closes when the user turns to something else.
 */
export function useCloseOnOutside(
  active: boolean,
  root: RefObject<HTMLElement | null>,
  onOutside: () => void,
): void {
  const close = useEffectEvent(onOutside);
  useEffect(() => {
    if (!active) return;
    const listener = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', listener);
    document.addEventListener('focusin', listener);
    return () => {
      document.removeEventListener('pointerdown', listener);
      document.removeEventListener('focusin', listener);
    };
  }, [active, root]);
}
