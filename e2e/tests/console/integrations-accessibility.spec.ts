import { expect, test } from '../../support/test';
import { CHECKED_WIDTHS, checkAtWidth } from '../../support/check-at-widths';
import { signedInAs } from '../auth/stored-sign-in';
import { openConsoleSection } from './console-steps';

test.use(signedInAs('staff'));

for (const width of CHECKED_WIDTHS) {
  test(`the webhooks and API clients pages at ${width} px, forms open, have no serious accessibility violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr-FR/console/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    // An endpoint nobody listens at (its deliveries fail), added and then shown with its deliveries.
    const url = `http://127.0.0.1:9/accessibility-${width}-${Date.now()}`;
    await page.getByRole('button', { name: 'Ajouter un endpoint' }).click();
    await page.getByRole('button', { name: 'Ajouter l’endpoint' }).click();
    await expect(page.getByText('Choisissez au moins un événement.')).toBeVisible();
    await checkAtWidth(page, 'webhooks-form-errors', width, { fits: true, picture: 'page' });
    await page.getByLabel('URL', { exact: true }).fill(url);
    await page.getByRole('checkbox', { name: /Catalogue importé/ }).check();
    await page.getByRole('button', { name: 'Ajouter l’endpoint' }).click();
    await expect(page.getByLabel('Secret (whsec_…)')).toHaveValue(/^whsec_/);
    await checkAtWidth(page, 'webhooks-secret', width, { fits: true, picture: 'page' });
    await page.getByRole('button', { name: 'J’ai copié le secret' }).click();

    const card = page.getByRole('region', { name: url });
    await card.getByRole('button', { name: 'Voir les livraisons' }).click();
    await expect(card.getByRole('region', { name: 'Livraisons récentes' })).toBeVisible();
    await card.getByRole('button', { name: 'Supprimer' }).click();
    await expect(card.getByRole('button', { name: 'Supprimer définitivement' })).toBeFocused();
    await checkAtWidth(page, 'webhooks-list', width, { fits: true, picture: 'page' });
    await card.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect(card).toBeHidden();

    await openConsoleSection(page, 'Clients API');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients API' })).toBeVisible();
    await page.getByRole('button', { name: 'Créer un client' }).click();
    await page.getByRole('button', { name: 'Créer le client' }).click();
    await expect(page.getByText('Choisissez au moins un droit.')).toBeVisible();
    await checkAtWidth(page, 'api-clients-form', width, { fits: true, picture: 'page' });
  });
}
