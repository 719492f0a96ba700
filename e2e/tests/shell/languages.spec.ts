import { LANGUAGES, splitLocale } from '@pr/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';

/** The landing's language and main heading as the server paints them, before any script. */
async function paintedLanding(page: Page, locale: string) {
  const html = await (await page.request.get(`/${locale}/`)).text();
  return {
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    heading: /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1],
  };
}

test('every one of the 28 locales paints its landing in its own language: 20 languages', async ({
  page,
}) => {
  const headings = new Map<string, string>();
  for (const { code } of LANGUAGES) {
    const { language } = splitLocale(code);
    const landing = await paintedLanding(page, code);
    expect(landing.lang, code).toBe(language);
    expect(landing.heading, code).toBeTruthy();
    // Locales of one language share its texts; no two languages share a heading.
    const known = headings.get(language);
    if (known === undefined) headings.set(language, landing.heading ?? '');
    else expect(landing.heading, code).toBe(known);
  }
  expect(headings.size).toBe(20);
  expect(new Set(headings.values()).size).toBe(20);
  expect(headings.get('pl')).toMatch(/produkt/i);
});
