import { expect, test } from '../../support/test';
import { CHECKED_WIDTHS } from '../../support/check-at-widths';
import { seriousViolations } from '../../support/axe';

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

for (const width of CHECKED_WIDTHS) {
  for (const path of PAGES) {
    test(`${path} at ${width} px has no serious accessibility violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('the open menus have no serious accessibility violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/fr-FR/');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});
