import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../../../shared/ui/icon';
import styles from './check-table.module.css';

/** Touch long-press timings of the tooltip (docs/spec.md §9). */
export const TOOLTIP_TOUCH_SHOW_MS = 500;
export const TOOLTIP_TOUCH_HIDE_MS = 1500;

interface ErrorTipProps {
  /** Id of the message, for the cell's aria-describedby. */
  id: string;
  message: string;
  /** Open while the cell has focus, so keyboard users see it too. */
  cellFocused: boolean;
}

/**
 * Where the tooltip goes: under the icon, kept inside the viewport; null while the icon
 * is scrolled out of its table's view.
 */
function placeUnder(anchor: HTMLElement): CSSProperties | null {
  const rect = anchor.getBoundingClientRect();
  const view = anchor.closest('[role="table"]')?.getBoundingClientRect();
  if (
    view !== undefined &&
    (rect.right < view.left ||
      rect.left > view.right ||
      rect.bottom < view.top ||
      rect.top > view.bottom)
  ) {
    return null;
  }
  const half = Math.min(140, window.innerWidth / 2 - 8);
  const centre = Math.min(
    Math.max(rect.left + rect.width / 2, half + 8),
    window.innerWidth - half - 8,
  );
  return { top: rect.bottom + 6, left: centre, maxWidth: half * 2 };
}

/**
 * The info icon of an invalid cell and its tooltip (docs/spec.md §2): shown on hover, while the
 * cell has focus, and on touch after a long press, hidden 1.5 s after the finger lifts.
 * The message itself is always in the page for screen readers.
 */
export function ErrorTip({ id, message, cellFocused }: ErrorTipProps) {
  const iconRef = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const touchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const open = hovered || pressed || cellFocused;

  useEffect(() => () => clearTimeout(touchTimer.current), []);

  // The table scrolls under a fixed tooltip: follow the icon while open.
  useLayoutEffect(() => {
    const icon = iconRef.current;
    if (!open || icon === null) return;
    const follow = () => setPosition(placeUnder(icon));
    follow();
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open]);

  const startPress = (pointerType: string) => {
    if (pointerType !== 'touch') return;
    clearTimeout(touchTimer.current);
    touchTimer.current = setTimeout(() => setPressed(true), TOOLTIP_TOUCH_SHOW_MS);
  };
  const endPress = () => {
    clearTimeout(touchTimer.current);
    if (pressed) touchTimer.current = setTimeout(() => setPressed(false), TOOLTIP_TOUCH_HIDE_MS);
  };

  return (
    <>
      <span
        ref={iconRef}
        className={styles.tipIcon}
        onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onPointerDown={(event) => startPress(event.pointerType)}
        onPointerUp={endPress}
        onPointerCancel={endPress}
        onContextMenu={(event) => event.preventDefault()}
        data-testid="error-icon"
      >
        <Icon name="info" size={18} />
      </span>
      <span id={id} className="visually-hidden">
        {message}
      </span>
      {open &&
        position !== null &&
        createPortal(
          <span className={styles.tooltip} style={position} aria-hidden="true">
            {message}
          </span>,
          document.body,
        )}
    </>
  );
}
