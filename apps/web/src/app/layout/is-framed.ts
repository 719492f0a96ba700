/**
 * True when the app runs inside a frame. Routed content is then not rendered, so the
 * forms cannot be overlaid by another site (clickjacking).
 */
export function isFramed(win: Window | undefined = globalThis.window): boolean {
  // Rendered on the server, the page is not in any frame yet.
  if (win === undefined) return false;
  try {
    return win.self !== win.top;
  } catch {
    // Reading `top` across origins can throw: that, too, means we are framed.
    return true;
  }
}
