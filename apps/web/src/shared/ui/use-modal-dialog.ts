import { useEffectEvent, useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes `dialog` (a direct child of `<body>`, rendered through a portal) modal while it is
 * mounted: everything else on the page is inert, focus moves to `initialFocus` and cycles
 * inside with Tab and Shift+Tab, Escape calls `onClose`, and on closing the focus returns to
 * the control that had it before.
 */
export function useModalDialog(
  dialog: RefObject<HTMLElement | null>,
  initialFocus: RefObject<HTMLElement | null>,
  onClose: () => void,
): void {
  // The caller may pass a new function on every render; the dialog opens only once.
  const close = useEffectEvent(onClose);
  // Before paint: the page must never be reachable, nor the focus outside, for a frame.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const others = [...document.body.children].filter(
      (child) => child !== element && !child.hasAttribute('inert'),
    );
    for (const other of others) other.setAttribute('inert', '');
    initialFocus.current?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const focusable = [...element.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (first === undefined || last === undefined) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !element.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const other of others) other.removeAttribute('inert');
      if (opener?.isConnected === true) opener.focus();
    };
  }, [dialog, initialFocus]);
}
