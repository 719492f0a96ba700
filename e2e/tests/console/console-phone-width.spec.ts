import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { signInOnProviderPage } from '../auth/provider-page';
import { signedInAs } from '../auth/stored-sign-in';
import { registerAnonymously, reportWebVitals, STAFF } from './console-steps';

/** Every page of the console, as staff open them from its navigation. */
const CONSOLE_PAGES = [
  'console/overview',
  'console/registrations',
  'console/companies',
  'console/catalog',
  'console/audit',
  'console/recalls',
  'console/labels',
  'console/webhooks',
  'console/api-clients',
  'console/people',
  'console/reviews',
  'console/points',
] as const;

test.use({ viewport: { width: 375, height: 800 } });

// Issue 48: a phone shows each console page without a sideways scroll of the whole page
// (a wide table may scroll inside its own box).
test('no page of the console scrolls sideways at 375 px, and none has a serious accessibility violation', async ({
  page,
  request,
}) => {
  test.slow();
  // Rows for the lists and charts, with products of long names (serials no other test takes).
  for (const serial of ['100000055', '100000056', '100000057']) {
    expect((await registerAnonymously(request, serial, `wide-${serial}@example.com`)).ok()).toBe(
      true,
    );
  }
  await reportWebVitals(request, 'userStep1');
  await page.goto('/fr-FR/console');
  await signInOnProviderPage(page, STAFF);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const wider: string[] = [];
  const violations: string[] = [];
  for (const path of CONSOLE_PAGES) {
    await page.goto(`/fr-FR/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Lists and charts load after the heading: measure once the page has settled.
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wider.push(`${path}: ${width} px`);
    violations.push(...(await seriousViolations(page)).map((found) => `${path}: ${found}`));
  }
  expect(wider).toEqual([]);
  expect(violations).toEqual([]);

  // The sections wait in a drawer: it opens over the page, readable, and Escape closes it.
  await page.getByRole('button', { name: 'Sections' }).click();
  const nav = page.getByRole('navigation', { name: 'Console' });
  await expect(nav.getByRole('link', { name: 'Vue d’ensemble' })).toBeInViewport();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Vue d’ensemble' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sections' })).toBeFocused();
});

test.describe(() => {
  test.use({ viewport: { width: 1440, height: 900 }, ...signedInAs('staff') });

  test('every page of the console at 1440 px, in German, fits the screen with no serious accessibility violation', async ({
    page,
  }) => {
    test.slow();
    const problems: string[] = [];
    for (const path of CONSOLE_PAGES) {
      await page.goto(`/de-DE/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 1440) problems.push(`${path}: ${width} px`);
      problems.push(...(await seriousViolations(page)).map((found) => `${path}: ${found}`));
    }
    expect(problems).toEqual([]);
  });
});
