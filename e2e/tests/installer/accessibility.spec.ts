import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { DEMO_INSTALLER, signInOnProviderPage } from '../auth/provider-page';

const WIDTHS = [375, 1440];

/** Checks the page as it is at every width; `ready` waits for what must be on screen. */
async function checkAtEveryWidth(page: Page, name: string, ready: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await ready();
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
  }
}

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
  await checkAtEveryWidth(
    page,
    'landing',
    heading(page, 'Enregistrez les produits que vous installez'),
  );
  await page.goto('/fr-FR/installers/register/step/1');
  await page.getByLabel('Numéro de série').fill('12a');
  await checkAtEveryWidth(page, 'step 1 with an error', async () =>
    expect(page.getByText('La valeur doit être un nombre.')).toBeVisible(),
  );
  await page.goto('/fr-FR/installers/register/step/1?serialNumber=908765401');
  await checkAtEveryWidth(page, 'step 1 found', async () =>
    expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible(),
  );
  await page.goto('/fr-FR/installers/register/step/2?userType=2&isLoginScreenVisible=1');
  await checkAtEveryWidth(page, 'step 2 with the login panel', async () =>
    expect(page.getByRole('dialog', { name: 'Vous avez déjà un compte?' })).toBeVisible(),
  );
});

test('the signed-in installer screens have no serious violation at 375 and 1440 px', async ({
  page,
}) => {
  await seedForm(page);
  await page.goto('/fr-FR/installers/register/step/3');
  await signInOnProviderPage(page, DEMO_INSTALLER);
  await checkAtEveryWidth(page, 'step 3', heading(page, "Adresse d'installation"));

  await page.goto('/fr-FR/installers/register/step/4');
  await page.getByLabel("Date d'installation").fill('01-01-2999');
  await checkAtEveryWidth(page, 'step 4 with an error', async () =>
    expect(page.getByText('La date ne peut pas être dans le futur.')).toBeVisible(),
  );
  await page.getByRole('button', { name: 'Choisir la date dans le calendrier' }).click();
  await checkAtEveryWidth(page, 'step 4 with the calendar', async () =>
    expect(page.getByRole('dialog')).toBeVisible(),
  );
  await page.keyboard.press('Escape');
  await page.getByLabel("Date d'installation").fill('05-03-2025');

  await page.goto('/fr-FR/installers/register/step/5');
  await checkAtEveryWidth(page, 'step 5', heading(page, "Compléter l'enregistrement"));
  await page.goto('/fr-FR/installers/register/thank-you');
  await checkAtEveryWidth(page, 'thank-you', heading(page, 'Merci pour votre enregistrement!'));
});
