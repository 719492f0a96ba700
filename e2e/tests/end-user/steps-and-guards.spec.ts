import { expect, test } from '../../support/test';
import { continueAsAnonymousOwner, lookUpSerial, searchAddress } from './registration-steps';

test.use({ viewport: { width: 1440, height: 900 } });

test('the serial field explains what is wrong', async ({ page }) => {
  await page.goto('/fr-FR/users/register/step/1');
  const field = page.getByLabel('Numéro de série');
  const register = page.getByRole('button', { name: 'Enregistrer', exact: true });
  // Never a dead button: sent empty, the field says what is missing.
  await register.click();
  await expect(page.getByText('Ce champ est requis')).toBeVisible();
  await field.fill('12a');
  await expect(page.getByText('La valeur doit être un nombre.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('');
  await expect(page.getByText('Ce champ est requis')).toBeVisible();
  await field.fill('12');
  await expect(page.getByText('La valeur doit comporter au moins 3 caractères')).toBeVisible();
  await field.fill('123456789012');
  await register.click();
  await expect(page.getByText('Numéro de série invalide')).toBeVisible();
});

test('a serial in the query is looked up at once', async ({ page }) => {
  await page.goto('/fr-FR/products/100000015');
  await expect(page).toHaveURL('/fr-FR/users/register/step/1?serialNumber=100000015');
  await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
  await expect(page.getByLabel('Numéro de série')).toBeDisabled();
  await expect(page.getByLabel('Numéro de série')).toHaveValue('100000015');
  await expect(page.getByRole('button', { name: 'Continuer' })).toBeEnabled();
});

test('later steps send the user back to what is missing', async ({ page }) => {
  await page.goto('/fr-FR/users/register/step/5');
  await expect(page).toHaveURL('/fr-FR/users/register/step/1');

  await lookUpSerial(page, '100000016');
  await continueAsAnonymousOwner(page);
  await page.goto('/fr-FR/users/register/step/5');
  await expect(page).toHaveURL('/fr-FR/users/register/step/3');

  await searchAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
  await page.goto('/fr-FR/users/register/step/5');
  await expect(page).toHaveURL('/fr-FR/users/register/step/4');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('Ce champ est requis')).toHaveCount(3);
});

test('the role step needs a choice and hands installers over', async ({ page }) => {
  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, '100000017');
  const next = page.getByRole('button', { name: 'Continuer' });
  await expect(next).toBeDisabled();
  await page.getByLabel('Je suis un installateur professionnel').check();
  await next.click();
  await expect(page).toHaveURL(
    '/fr-FR/installers/register/step/2?userType=2&isLoginScreenVisible=1',
  );
  const installerData = await page.evaluate(() => sessionStorage.getItem('installerData'));
  expect(installerData).toContain('100000017');
});

test('the form survives a reload', async ({ page }) => {
  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, '100000018');
  await continueAsAnonymousOwner(page);
  await searchAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByLabel('Adresse e-mail').fill('lea@example.com');
  await page.reload();
  await expect(page.getByLabel('Prénom')).toHaveValue('Léa');
  await expect(page.getByLabel('Adresse e-mail')).toHaveValue('lea@example.com');
  await page.goto('/fr-FR/users/register/step/1');
  await expect(page.getByLabel('Numéro de série')).toHaveValue('100000018');
  await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
});
