import { useCallback, useRef, useState } from 'react';
import { useCloseOnOutside } from '../../shared/ui/use-close-on-outside';
import { useEscapeKey } from '../../shared/ui/use-escape-key';

/**
 * A header dropdown's open state. Escape closes it and returns focus to the toggle; a
 * click or focus outside closes it, as for any dropdown.
 */
export function useDropdown() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const closeAndFocus = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);
  useEscapeKey(open, closeAndFocus);

  useCloseOnOutside(open, rootRef, close);

  const toggle = useCallback(() => setOpen((value) => !value), []);
  return { open, toggle, close, rootRef, buttonRef };
}
