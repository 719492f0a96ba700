import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, splitLocale } from '@pr/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../../support/test';

/** The public pages the server paints before any script, by their path after the locale. */
const PUBLIC_PAGES = [
  '',
  'users/lp',
  'users/register/step/1',
  'installers/lp',
  'installers/register/step/1',
  'privacy-policy',
  'terms-of-use',
  'imprint',
];

/** Words every language writes alike (brands, formats, the product's own names). */
const SAME_IN_EVERY_LANGUAGE = new Set(['Calora', 'Service Cloud', 'E-mail', 'PDF', 'QR', 'OK']);

type Tree = { [key: string]: string | Tree };
const textsOf = (tree: Tree): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : textsOf(value)));

/** Every text of each language's main catalog, without placeholders or tags (whole texts). */
async function catalogTexts(): Promise<Map<string, Set<string>>> {
  const folder = path.resolve(import.meta.dirname, '../../../apps/web/src/locales');
  const entries = readdirSync(folder).map((language) => {
    const catalog = JSON.parse(
      readFileSync(path.join(folder, language, 'translation.json'), 'utf8'),
    ) as Tree;
    const whole = textsOf(catalog).filter((text) => !/{{|<\w/.test(text));
    return [language, new Set(whole.map((text) => text.trim()))] as const;
  });
  return new Map(entries);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? _);

/** The texts a reader meets on a painted page: its text nodes and its labelling attributes. */
async function pageTexts(
  request: APIRequestContext,
  url: string,
): Promise<{ lang: string; texts: string[] }> {
  const html = await (await request.get(url)).text();
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '');
  const nodes = [...body.matchAll(/>([^<]+)</g)].map((m) => m[1] ?? '');
  const attributes = [...body.matchAll(/\s(?:aria-label|placeholder|alt|title)="([^"]+)"/g)].map(
    (m) => m[1] ?? '',
  );
  return {
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] ?? '',
    texts: [...nodes, ...attributes]
      .map((text) => decode(text).trim())
      .filter((text) => text !== ''),
  };
}

test('every public page of the 28 locales is in its own language: no key, no text of another', async ({
  request,
}) => {
  test.slow();
  const catalogs = await catalogTexts();
  expect(catalogs.size).toBe(20);
  const problems: string[] = [];
  for (const { code } of LANGUAGES) {
    const { language } = splitLocale(code);
    const own = catalogs.get(language) ?? new Set<string>();
    for (const page of PUBLIC_PAGES) {
      const url = `/${code}/${page}`;
      const { lang, texts } = await pageTexts(request, url);
      if (lang !== language) problems.push(`${url}: lang="${lang}"`);
      for (const text of texts) {
        if (/^[a-z][a-zA-Z]*(\.[a-zA-Z_]+)+$/.test(text)) problems.push(`${url}: raw key ${text}`);
        if (own.has(text) || SAME_IN_EVERY_LANGUAGE.has(text)) continue;
        const other = [...catalogs].find(([, texts]) => texts.has(text))?.[0];
        if (other !== undefined) problems.push(`${url}: "${text}" is ${other}`);
      }
    }
  }
  expect(problems).toEqual([]);
});

test('every one of the 28 locales paints its landing in its own language: 20 languages', async ({
  request,
}) => {
  const headings = new Map<string, string>();
  for (const { code } of LANGUAGES) {
    const { language } = splitLocale(code);
    const html = await (await request.get(`/${code}/`)).text();
    const heading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? '';
    expect(/<html[^>]* lang="([^"]+)"/.exec(html)?.[1], code).toBe(language);
    expect(heading, code).not.toBe('');
    // Locales of one language share its texts; no two languages share a heading.
    const known = headings.get(language);
    if (known === undefined) headings.set(language, heading);
    else expect(heading, code).toBe(known);
  }
  expect(headings.size).toBe(20);
  expect(new Set(headings.values()).size).toBe(20);
  expect(headings.get('pl')).toMatch(/produkt/i);
});
