import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { CHECKED_WIDTHS } from '../../support/check-at-widths';
import { seriousViolations } from '../../support/axe';

/** Form data that lets every step render: a found product, an address and a person. */
async function seedForm(page: Page): Promise<void> {
  const product = (await (
    await page.request.get('/api/devices/908765401/FR/fr')
  ).json()) as unknown;
  const search = await page.request.get('/api/places/search?q=Rue%20de%20Rivoli%2010&language=fr');
  const { places } = (await search.json()) as { places: unknown[] };
  await page.goto('/fr-FR/');
  await page.evaluate(
    ({ productInformation, address }) => {
      const state = {
        serialNumber: '908765401',
        productInformation,
        address,
        firstName: 'Camille',
        lastName: 'Durand',
        email: 'camille@example.com',
        additionalAddressLine1: '',
        stateOrProvince: '',
        addressSource: null,
      };
      sessionStorage.setItem('endUserData', JSON.stringify({ state, version: 0 }));
    },
    { productInformation: product, address: places[0] },
  );
}

const PAGES = [
  '/fr-FR/users/register/step/1',
  '/fr-FR/users/register/step/2?userType=1&isLoginScreenVisible=1',
  '/fr-FR/users/register/step/3',
  '/fr-FR/users/register/step/4',
  '/fr-FR/users/register/step/5',
  '/fr-FR/users/register/thank-you',
];

for (const width of CHECKED_WIDTHS) {
  for (const path of PAGES) {
    test(`${path} with a filled form at ${width} px has no serious violation`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await seedForm(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('step 1 with a found product and field errors has no serious violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/fr-FR/users/register/step/1');
  await page.getByLabel('Numéro de série').fill('12a');
  await expect(page.getByText('La valeur doit être un nombre.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/fr-FR/users/register/step/1?serialNumber=908765401');
  await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
