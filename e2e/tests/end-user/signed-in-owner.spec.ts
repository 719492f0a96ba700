import { expect, test } from '../../support/test';
import { DEMO_OWNER, signInOnProviderPage } from '../auth/provider-page';
import { acceptAndSubmit, lookUpSerial } from './registration-steps';

test.use({ viewport: { width: 1440, height: 900 } });

test('a signed-in owner skips the contact step and registers with the account’s details', async ({
  page,
}) => {
  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, '100000025');
  await page.getByLabel('Je possède le produit').check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  // The login panel's 'Connexion' signs in and comes back to the role step, then step 3.
  const panel = page.getByRole('dialog', { name: 'Vous avez déjà un compte?' });
  await panel.getByRole('button', { name: 'Connexion', exact: true }).click();
  await signInOnProviderPage(page, DEMO_OWNER);
  await expect(page).toHaveURL('/fr-FR/users/register/step/3');

  await page.getByLabel('Rechercher votre adresse').fill('Rue de la République');
  await page
    .getByRole('button', { name: /Rue de la République 20/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/5');
  const review = page.getByRole('main');
  await expect(review.getByText('Jean Martin')).toBeVisible();
  await expect(review.getByText('owner@example.com')).toBeVisible();

  await acceptAndSubmit(page);
  await expect(page).toHaveURL('/fr-FR/users/register/thank-you');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre enregistrement!' }),
  ).toBeVisible();
});
