import { createHash } from 'node:crypto';
import { APP_LOADER_ATTRIBUTE } from '@pr/contracts';
import { escapeHtml } from '../pages/render';

/**
 * Runs in the browser at the end of a prerendered page. The page paints without JavaScript,
 * so the app's modules are requested only once the first frame is on screen (the callback of
 * the frame before it, then a task after it): they no longer share the network and the main
 * thread with the first paint. A page opened in the background, where no frame comes, starts
 * at once. The modules are named by the script element's data attributes, so its text, and
 * the CSP hash of it, is the same on every page.
 *
 * Until the app hydrates the page, it records the taps on its buttons and the fields typed in
 * and left, which the app replays (apps/web/src/shared/scheduling/early-events.ts): a button
 * is drawn before the code that handles it, and a tap on it must not be lost.
 */
export const APP_LOADER_SCRIPT = [
  '(function (d) {',
  'var s = d.currentScript;',
  'var early = [];',
  "var types = ['click', 'input', 'change', 'focusout'];",
  'function record(e) {',
  'var t = e.target;',
  "if (e.type === 'click') { t = t.closest ? t.closest('button') : null; if (!t || t.type !== 'button') return; }",
  "else if (!t.matches || !t.matches('input, textarea, select')) return;",
  'early.push({ type: e.type, target: t });',
  '}',
  'types.forEach(function (type) { d.addEventListener(type, record, true); });',
  's.takeEarlyEvents = function () {',
  'types.forEach(function (type) { d.removeEventListener(type, record, true); });',
  'return early;',
  '};',
  'function start() {',
  // One insertion into the head for all of them: each would otherwise restyle the page.
  'var f = d.createDocumentFragment();',
  'function add(tag, props) { var e = d.createElement(tag); for (var k in props) e[k] = props[k]; f.appendChild(e); }',
  "s.dataset.preload.split(' ').filter(Boolean).forEach(function (href) { add('link', { rel: 'modulepreload', crossOrigin: '', href: href }); });",
  "add('script', { type: 'module', crossOrigin: '', src: s.dataset.entry });",
  'd.head.appendChild(f);',
  '}',
  "if (d.visibilityState === 'hidden') start();",
  'else requestAnimationFrame(function () { setTimeout(start); });',
  '})(document);',
].join('\n');

/** The CSP `script-src` source that allows the loader and no other inline script. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER_SCRIPT).digest('base64')}'`;

/** The loader of the app whose entry module is `entry`, preloading `preloads` beside it. */
export function appLoaderTag(entry: string, preloads: readonly string[]): string {
  return `<script ${APP_LOADER_ATTRIBUTE} data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${APP_LOADER_SCRIPT}</script>`;
}
