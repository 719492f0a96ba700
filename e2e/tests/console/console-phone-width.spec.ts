import { expect, test } from '../../support/test';
import { signInOnProviderPage } from '../auth/provider-page';
import { registerAnonymously, reportWebVitals, STAFF } from './console-steps';

/** Every page of the console, as staff open them from its navigation. */
const CONSOLE_PAGES = [
  'console',
  'console/overview',
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
test('no page of the console scrolls sideways at 375 px', async ({ page, request }) => {
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
  for (const path of CONSOLE_PAGES) {
    await page.goto(`/fr-FR/${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Lists and charts load after the heading: measure once the page has settled.
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wider.push(`${path}: ${width} px`);
  }
  expect(wider).toEqual([]);
});
