import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SERVER_ROOT } from '../server-root';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

const LOGO = `<svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false"><path fill="#c2410c" d="M10 0h20a10 10 0 0 1 10 10v20a10 10 0 0 1-10 10H10A10 10 0 0 1 0 30V10A10 10 0 0 1 10 0z"/><path fill="#fff" d="M20.6 6.5c1.1 4.3 6.9 7.6 6.9 14.1a7.5 7.5 0 0 1-15 0c0-3.4 1.6-5.8 3.7-7.6.3 2.5 1.3 4 3 4.9-.6-3.9-.3-7.6 1.4-11.4z"/><path fill="none" stroke="#fff" stroke-width="2.4" stroke-linecap="round" d="M9 31.5c3.7-2.4 7.3-2.4 11 0s7.3 2.4 11 0"/></svg>`;

export interface PageOptions {
  /** Value of `<html lang>`. */
  language: string;
  /** Shown beside the logo, in the page's language. */
  appTitle: string;
  title: string;
  /** Already escaped HTML. */
  body: string;
  homeHref: string;
  scripts?: string[];
}

/** The frame of every server-rendered page: the app's header, one card, no third-party resources. */
export function renderPage({
  language,
  appTitle,
  title,
  body,
  homeHref,
  scripts = [],
}: PageOptions): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Calora</title>
<link rel="stylesheet" href="/pages/page.css">
${scripts.map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('\n')}
</head>
<body>
<a class="skip" href="#main">${escapeHtml(title)}</a>
<header class="top"><a class="brand" href="${escapeHtml(homeHref)}">${LOGO}<span><strong>Calora</strong><span class="app">${escapeHtml(appTitle)}</span></span></a></header>
<main id="main" class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  value?: string;
  error?: string;
  hint?: string;
  autocomplete: string;
  required?: boolean;
  optionalLabel?: string;
}

/** A labelled input whose error and hint are tied to it for screen readers. */
export function field(options: FieldOptions): string {
  const id = `field-${options.name}`;
  const described = [options.hint ? `${id}-hint` : '', options.error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  const optional = options.optionalLabel
    ? ` <span class="optional">(${escapeHtml(options.optionalLabel)})</span>`
    : '';
  return `<div class="field${options.error ? ' invalid' : ''}">
<label for="${id}">${escapeHtml(options.label)}${optional}</label>
<input id="${id}" name="${options.name}" type="${options.type ?? 'text'}" autocomplete="${options.autocomplete}"${options.value !== undefined && options.type !== 'password' ? ` value="${escapeHtml(options.value)}"` : ''}${options.required ? ' required aria-required="true"' : ''}${options.error ? ' aria-invalid="true"' : ''}${described ? ` aria-describedby="${described}"` : ''}>
${options.hint ? `<p class="hint" id="${id}-hint">${escapeHtml(options.hint)}</p>` : ''}
${options.error ? `<p class="error" id="${id}-error">${escapeHtml(options.error)}</p>` : ''}
</div>`;
}

export function alert(kind: 'error' | 'success' | 'info', message: string): string {
  const role = kind === 'error' ? 'alert' : 'status';
  return `<div class="alert ${kind}" role="${role}">${escapeHtml(message)}</div>`;
}

/** Message keys per field name. */
export type FieldErrors<Key extends string = string> = Partial<Record<string, Key>>;

const stylesheet = readFileSync(path.join(SERVER_ROOT, 'src/pages/page.css'), 'utf8');

/** Serves the stylesheet of the server-rendered pages (identity, confirmation). */
export function registerPageAssets(app: FastifyInstance): void {
  app.get('/pages/page.css', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(stylesheet),
  );
}

/** Answers with a server-rendered page that no cache keeps (a mailed link's page is a secret). */
export function sendPage(reply: FastifyReply, status: number, page: PageOptions): FastifyReply {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(renderPage(page));
}

/**
 * A mailed link's page has one button, which posts an empty form: the token in the path is all
 * there is to read.
 */
export function acceptEmptyForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
}
