import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { checkAtBothWidths } from '../../support/check-at-widths';
import { signedInAs } from '../auth/stored-sign-in';

/** Installer form data that lets every step render: a found product and an address. */
async function seedForm(page: Page): Promise<void> {
  const product = (await (
    await page.request.get('/api/devices/908765401/FR/fr')
  ).json()) as unknown;
  const search = await page.request.get('/api/places/search?q=Rue%20de%20Rivoli%2010&language=fr');
  const { places } = (await search.json()) as { places: { formattedAddress: string }[] };
  await page.goto('/fr-FR/');
  await page.evaluate(
    ({ productInformation, address }) => {
      const state = {
        serialNumber: '908765401',
        productInformation,
        address,
        freeForm: address?.formattedAddress ?? '',
        installationDate: '05-03-2025',
      };
      sessionStorage.setItem('installerData', JSON.stringify({ state, version: 0 }));
    },
    { productInformation: product, address: places[0] },
  );
}

const heading = (page: Page, name: string) => async () =>
  expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

test('the anonymous installer screens have no serious violation at 375 and 1440 px', async ({
  page,
}) => {
  await page.goto('/fr-FR/installers/lp');
  await checkAtBothWidths(page, 'landing', {
    ready: heading(page, 'Enregistrez les produits que vous installez'),
  });
  await page.goto('/fr-FR/installers/register/step/1');
  await page.getByLabel('Numéro de série').fill('12a');
  await checkAtBothWidths(page, 'step 1 with an error', {
    ready: async () => expect(page.getByText('La valeur doit être un nombre.')).toBeVisible(),
  });
  await page.goto('/fr-FR/installers/register/step/1?serialNumber=908765401');
  await checkAtBothWidths(page, 'step 1 found', {
    ready: async () => expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible(),
  });
  await page.goto('/fr-FR/installers/register/step/2?userType=2&isLoginScreenVisible=1');
  await checkAtBothWidths(page, 'step 2 with the login panel', {
    ready: async () =>
      expect(page.getByRole('dialog', { name: 'Vous avez déjà un compte?' })).toBeVisible(),
  });
});

test.describe(() => {
  test.use(signedInAs('installer'));

  test('the signed-in installer screens have no serious violation at 375 and 1440 px', async ({
    page,
  }) => {
    await seedForm(page);
    await page.goto('/fr-FR/installers/register/step/3');
    await checkAtBothWidths(page, 'step 3', { ready: heading(page, 'Adresse d’installation') });

    await page.goto('/fr-FR/installers/register/step/4');
    await page.getByLabel("Date d'installation").fill('01-01-2999');
    await checkAtBothWidths(page, 'step 4 with an error', {
      ready: async () =>
        expect(page.getByText('La date ne peut pas être dans le futur.')).toBeVisible(),
    });
    await page.getByRole('button', { name: 'Choisir la date dans le calendrier' }).click();
    await checkAtBothWidths(page, 'step 4 with the calendar', {
      ready: async () => expect(page.getByRole('dialog')).toBeVisible(),
    });
    await page.keyboard.press('Escape');
    await page.getByLabel("Date d'installation").fill('05-03-2025');

    await page.goto('/fr-FR/installers/register/step/5');
    await checkAtBothWidths(page, 'step 5', { ready: heading(page, "Compléter l'enregistrement") });
    await page.goto('/fr-FR/installers/register/thank-you');
    await checkAtBothWidths(page, 'thank-you', {
      ready: heading(page, 'Merci pour votre enregistrement!'),
    });
  });
});
