import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import {
  acceptAndSubmit,
  continueAsAnonymousOwner,
  enterContact,
  lookUpSerial,
  uniquePerson,
} from './registration-steps';

test.use({ viewport: { width: 1440, height: 900 } });

async function atAddressStep(page: Page, serial: string): Promise<void> {
  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, serial);
  await continueAsAnonymousOwner(page);
}

async function fillManualAddress(
  page: Page,
  address: { street: string; number: string; postalCode: string; city: string },
): Promise<void> {
  await page.getByLabel(/^Rue/).fill(address.street);
  await page.getByLabel(/^Numéro/).fill(address.number);
  await page.getByLabel(/^Code postal/).fill(address.postalCode);
  await page.getByLabel(/^Ville/).fill(address.city);
  await page.getByRole('button', { name: 'Utiliser cette adresse' }).click();
}

test('an owner registers a second product with a manual address', async ({ page }) => {
  await atAddressStep(page, '100000011');
  await page.getByRole('button', { name: "Saisir l'adresse manuellement" }).click();
  await expect(page.getByLabel(/^Pays/)).toHaveValue('FR');
  await page.getByLabel(/^Complément/).fill('Bâtiment B');
  await fillManualAddress(page, {
    street: 'Rue Sainte-Catherine',
    number: '5',
    postalCode: '33000',
    city: 'Bordeaux',
  });
  const chosen = page.getByRole('region', { name: 'Adresse sélectionnée' });
  await expect(chosen).toContainText('Rue Sainte-Catherine 5, 33000 Bordeaux, France');
  await expect(chosen).toContainText('Bâtiment B');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await enterContact(page, uniquePerson('manual'));
  await expect(page.getByText('Rue Sainte-Catherine 5, 33000 Bordeaux, France')).toBeVisible();
  await acceptAndSubmit(page);
  await expect(page).toHaveURL('/fr-FR/users/register/thank-you');
});

test('the manual address is checked against postal code and city', async ({ page }) => {
  await atAddressStep(page, '100000019');
  await page.getByRole('button', { name: "Saisir l'adresse manuellement" }).click();
  await page.getByRole('button', { name: 'Utiliser cette adresse' }).click();
  await expect(page.getByText('Ce champ est requis')).toHaveCount(4);

  // A code that cannot be French is said at once, before any look-up (which would find no
  // place: 'La combinaison … n'a pas pu être vérifiée', end-user-steps.test.tsx).
  await fillManualAddress(page, {
    street: 'Rue X',
    number: '1',
    postalCode: '1234',
    city: 'Paris',
  });
  await expect(
    page.getByText('Ce code postal n’a pas le format utilisé dans le pays choisi.'),
  ).toBeVisible();
  await fillManualAddress(page, {
    street: 'Rue X',
    number: '1',
    postalCode: '69001',
    city: 'Paris',
  });
  await expect(
    page.getByText(
      'Le code postal et la ville ne correspondent pas. Veuillez vérifier votre saisie.',
    ),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Annuler' }).click();
  await expect(page.getByLabel('Rechercher votre adresse')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Veuillez sélectionner une adresse valide.')).toBeVisible();
});

test('the search explains empty, incomplete and ambiguous results', async ({ page }) => {
  await atAddressStep(page, '100000020');
  const search = page.getByLabel('Rechercher votre adresse');

  await search.fill('xyzxyz');
  await expect(
    page.getByText(
      'Aucune adresse trouvée pour votre recherche. Vous pouvez saisir votre adresse manuellement ci-dessous.',
    ),
  ).toBeVisible();

  await search.fill('Tour Eiffel');
  await expect(
    page.getByText(
      "La recherche a renvoyé des résultats sans informations d'adresse complètes. Veuillez saisir votre adresse manuellement ci-dessous.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Tour Eiffel/ })).toBeDisabled();

  await search.fill('Bahnhofstrasse');
  await expect(page.getByText(/correspond à de nombreuses adresses/)).toBeVisible();
  await expect(page.getByRole('button', { name: "Saisir l'adresse manuellement" })).toBeVisible();

  // A chosen place shows on the map even without tiles (the machine may be offline).
  await search.fill('Rue de Rivoli 10');
  await page
    .getByRole('button', { name: /Rue de Rivoli 10/ })
    .first()
    .click();
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await expect(page.locator('.leaflet-marker-icon')).toBeVisible();

  await page.getByRole('button', { name: "Saisir l'adresse manuellement" }).click();
  await page.getByRole('button', { name: 'Utiliser plutôt Google Maps' }).click();
  await expect(page.getByRole('region', { name: 'Adresse sélectionnée' })).toHaveCount(0);
  await expect(search).toHaveValue('');
});

test('the postal code’s format error moves and stretches nothing beside it', async ({ page }) => {
  await atAddressStep(page, '100000021');
  await page.getByRole('button', { name: "Saisir l'adresse manuellement" }).click();
  await page.getByLabel(/^Rue/).fill('Rue X');
  await page.getByLabel(/^Numéro/).fill('1');
  await page.getByLabel(/^Ville/).fill('Paris');
  const city = page.getByLabel(/^Ville/);
  // The city's whole field: its label, its input and the room for an error of its own.
  const cityField = page.locator('div', { has: city }).last();
  const cityLabel = page.locator('label[for="address-city"]');
  const boxes = async () => ({
    input: await city.boundingBox(),
    label: await cityLabel.boundingBox(),
    field: await cityField.boundingBox(),
  });
  const before = await boxes();

  await page.getByLabel(/^Code postal/).fill('ABC');
  await page.getByRole('button', { name: 'Utiliser cette adresse' }).click();
  await expect(
    page.getByText('Ce code postal n’a pas le format utilisé dans le pays choisi.'),
  ).toBeVisible();
  // The two fields share a row at 1440 px: the error is under the postal code, not beside it.
  const postalCode = await page.getByLabel(/^Code postal/).boundingBox();
  expect(postalCode?.y).toBe(before.input?.y);

  expect(await boxes()).toEqual(before);
});
