import { expect, test } from '../../support/test';
import { DEMO_OWNER, expectProviderPage, signInOnProviderPage } from '../auth/provider-page';
import { lookUpSerial } from '../end-user/registration-steps';

// This project's server runs with END_USER_LOGIN_REQUIRED=true (see playwright.config.ts).
test.use({ viewport: { width: 1440, height: 900 } });

test('when login is required, the login panel offers no way round it', async ({ page }) => {
  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, '908765401');
  await page.getByLabel('Je possède le produit').check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  const panel = page.getByRole('dialog', { name: 'Vous avez déjà un compte?' });
  await expect(panel.getByRole('button', { name: 'Connexion', exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Continuer sans connexion' })).toHaveCount(0);
  await expect(panel.getByText('Ou', { exact: true })).toHaveCount(0);
});

test('when login is required, steps 3 to 5 send an anonymous user to sign in and back', async ({
  page,
}) => {
  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, '908765402');

  // Skipping the role step by URL does not get round the sign-in either.
  await page.goto('/fr-FR/users/register/step/3');
  await expectProviderPage(page);
  await signInOnProviderPage(page, DEMO_OWNER);
  await expect(page).toHaveURL('/fr-FR/users/register/step/3');
  await expect(page.getByLabel('Rechercher votre adresse')).toBeVisible();
});
