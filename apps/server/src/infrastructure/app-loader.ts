import { createHash } from 'node:crypto';
import { APP_LOADER_ATTRIBUTE, EARLY_SUBMIT_ATTRIBUTE } from '@pr/contracts';
import { escapeHtml } from '../pages/render';

/**
 * Runs in the browser at the end of a prerendered page. The page paints without JavaScript,
 * so the app's modules are requested only once the first frame is on screen (the callback of
 * the frame before it, then a task after it): they no longer share the network and the main
 * thread with the first paint. A page opened in the background, where no frame comes, starts
 * at once. The modules are named by the script element's data attributes, so its text, and
 * the CSP hash of it, is the same on every page.
 *
 * Until the app has taken the page over (every part hydrated, docs/decisions/009), the loader
 * owns what the visitor does on it, so each tap is handled exactly once:
 * - a form sent is held (the browser's own submission would race the app's), shown busy
 *   (EARLY_SUBMIT_ATTRIBUTE on `<html>`), and handed to the app, which sends it as its own;
 * - a tap on a button that does nothing without the app is kept, the last one handed over;
 * - what is typed is recorded with its value, as a render may reset the field before the app
 *   learns of it, and a field left is replayed once the app has the typed value.
 * Neither a held submission, a kept tap nor a field left reaches React while it hydrates: its
 * handlers would act on a page whose typed values it does not know yet. When the app
 * cannot start (its module fails to load), the loader lets go: a held form is sent the plain
 * way, which the server answers with the page the app would have shown.
 */
export const APP_LOADER_SCRIPT = [
  '(function (d) {',
  'var s = d.currentScript;',
  'var root = d.documentElement;',
  'var early = [];',
  'var held = null;',
  "var types = ['click', 'input', 'change', 'focusout', 'submit'];",
  'function record(e) {',
  'var t = e.target;',
  "if (e.type === 'submit') {",
  'e.preventDefault();',
  'e.stopPropagation();',
  'held = { form: t, submitter: e.submitter || null };',
  `root.setAttribute('${EARLY_SUBMIT_ATTRIBUTE}', '');`,
  'return;',
  '}',
  "if (e.type === 'click') {",
  "t = t.closest ? t.closest('button') : null;",
  "if (!t || t.type !== 'button') return;",
  'e.stopPropagation();',
  "} else if (!t.matches || !t.matches('input, textarea, select')) return;",
  // A field left while React hydrates would be checked against a value React has not seen.
  "else if (e.type === 'focusout') e.stopPropagation();",
  'early.push({ type: e.type, target: t, value: t.value });',
  '}',
  'types.forEach(function (type) { d.addEventListener(type, record, true); });',
  'function stop() {',
  'types.forEach(function (type) { d.removeEventListener(type, record, true); });',
  `root.removeAttribute('${EARLY_SUBMIT_ATTRIBUTE}');`,
  'var taken = { events: early, submit: held };',
  'early = [];',
  'held = null;',
  'return taken;',
  '}',
  's.takeEarlyEvents = stop;',
  's.release = function () {',
  'var h = stop().submit;',
  'if (h && h.form.isConnected) HTMLFormElement.prototype.submit.call(h.form);',
  '};',
  'function start() {',
  // One insertion into the head for all of them: each would otherwise restyle the page.
  'var f = d.createDocumentFragment();',
  'function add(tag, props) { var e = d.createElement(tag); for (var k in props) e[k] = props[k]; f.appendChild(e); }',
  "s.dataset.preload.split(' ').filter(Boolean).forEach(function (href) { add('link', { rel: 'modulepreload', crossOrigin: '', href: href }); });",
  "add('script', { type: 'module', crossOrigin: '', src: s.dataset.entry, onerror: s.release });",
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
