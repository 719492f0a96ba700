import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import { expect, test } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The app's CSP forbids inline scripts, which is how the axe script is injected.
test.use({ bypassCSP: true });

const PAGES = [
  '/',
  '/fr-FR/',
  '/fr-FR/installers/lp',
  '/fr-FR/users/register/step/1',
  '/fr-FR/users/register/step/2',
  '/fr-FR/installers/register/step/2',
  '/fr-FR/users/register/thank-you',
  '/fr-FR/installers/register/thank-you',
  '/fr-FR/users',
  '/fr-FR/privacy-policy',
  '/fr-FR/terms-of-use',
  '/fr-FR/imprint',
  '/it-IT/privacy-policy',
];

for (const width of [375, 1440]) {
  for (const path of PAGES) {
    test(`${path} at ${width} px has no serious accessibility violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.addScriptTag({ path: axePath });
      const results = await page.evaluate(() =>
        (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
      );
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      expect(serious).toEqual([]);
    });
  }
}

test('the open menus have no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/fr-FR/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(() =>
    (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run(),
  );
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
  ).toEqual([]);
});
