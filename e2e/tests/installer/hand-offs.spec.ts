import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { DEMO_OWNER, expectProviderPage, signInOnProviderPage } from '../auth/provider-page';
import { lookUpSerial } from '../end-user/registration-steps';
import { chooseInstallerAndSignIn, verifySerial } from './installer-steps';

test.use({ viewport: { width: 1440, height: 900 } });

const loginPanel = (page: Page) => page.getByRole('dialog', { name: 'Vous avez déjà un compte?' });

test('an anonymous visitor goes from the end-user flow to the installer flow and back', async ({
  page,
}) => {
  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, '908765401');
  await page.getByLabel('Je suis un installateur professionnel').check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(
    '/fr-FR/installers/register/step/2?userType=2&isLoginScreenVisible=1',
  );
  // The installer flow needs an account: only 'Connexion' is offered.
  await expect(loginPanel(page).getByRole('button', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continuer sans connexion' })).toHaveCount(0);
  await loginPanel(page).getByRole('button', { name: 'Fermer' }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/2?userType=2');
  await expect(page.getByLabel('Je suis un installateur professionnel')).toBeChecked();

  // Back to the owner's flow with the serial and the product.
  await page.getByLabel('Je possède le produit').check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/2?userType=1&isLoginScreenVisible=1');
  await loginPanel(page).getByRole('button', { name: 'Continuer sans connexion' }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/3');
  const endUserData = await page.evaluate(() => sessionStorage.getItem('endUserData'));
  expect(endUserData).toContain('908765401');

  // Installer steps 3 to 5 start the sign-in instead of showing an anonymous visitor a page.
  await page.goto('/fr-FR/installers/register/step/3');
  await expectProviderPage(page);
});

test('the owner account is told at step 3 that it is not an installer, and goes the owner’s way', async ({
  page,
}) => {
  await page.goto('/fr-FR/installers/register/step/1');
  await verifySerial(page, '908765401');
  await chooseInstallerAndSignIn(page);
  await signInOnProviderPage(page, DEMO_OWNER);
  await expect(page).toHaveURL('/fr-FR/installers/register/step/3');
  await expect(page.getByRole('alert')).toHaveText(
    'Votre profil utilisateur n’est pas configuré en tant qu’installateur.',
  );
  await expect(page.getByLabel('Rechercher l’adresse du client')).toHaveCount(0);
  await page.goto('/fr-FR/installers/register/step/4');
  await expect(page).toHaveURL('/fr-FR/installers/register/step/3');

  // Back to step 1, then the owner's choice hands over to the end-user flow.
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/1');
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/2');
  await page.getByLabel('Je possède le produit').check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  // Signed in as an owner with the role chosen: straight on to the end-user address.
  await expect(page).toHaveURL('/fr-FR/users/register/step/3');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Adresse d’installation' }),
  ).toBeVisible();
  const endUserData = await page.evaluate(() => sessionStorage.getItem('endUserData'));
  expect(endUserData).toContain('908765401');
});
