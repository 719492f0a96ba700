import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';

/**
 * Renders untrusted HTML sanitized, inside a shadow root with its own styles, so the
 * article and the app cannot affect each other's look.
 */
export function IsolatedHtml({ html, styles }: { html: string; styles: string }) {
  const hostRef = useRef<HTMLDivElement>(null);

  // Before the browser paints: an empty host for a frame would pull the page up, then down.
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (host === null) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = styles;
    root.replaceChildren(style, DOMPurify.sanitize(html, { RETURN_DOM_FRAGMENT: true }));
  }, [html, styles]);

  return <div ref={hostRef} />;
}
