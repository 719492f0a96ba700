import { expect, test } from '../../support/test';
import { mailedLink } from '../../support/outbox';
import { accountToggle, expectProviderPage, signInOnProviderPage } from './provider-page';

test.use({ viewport: { width: 1440, height: 900 } });

test('a new user signs up as an end customer; adding a company applies for its verification', async ({
  page,
}) => {
  const email = `new-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/fr-FR/partners');
  await expectProviderPage(page);
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-2024!');
  await page.getByLabel('Prénom', { exact: true }).fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Petit');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeVisible();

  // The mailed link verifies the address; then the password signs in, as an end customer.
  await page.goto(await mailedLink(email, /(\/idp\/verify\/\S+)/));
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await expect(page.getByText('Votre adresse e-mail est confirmée.')).toBeVisible();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await signInOnProviderPage(page, { email, password: 'Nouveau-2024!' });
  await expect(page).toHaveURL('/fr-FR/partners');
  await expect(page.getByText('Type d’utilisateur : client final (1)')).toBeVisible();
  const toggle = accountToggle(page, 'Camille Petit');
  await toggle.click();
  await page.getByRole('button', { name: 'Modifier le profil' }).click();

  await expectProviderPage(page);
  await expect(page.getByRole('heading', { name: 'Modifier le profil' })).toBeVisible();
  await page.getByLabel(/^Nom de l’entreprise/).fill('Petit Climatisation');
  await page.getByLabel(/^E-mail de l’entreprise/).fill(`pro-${email}`);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  // Staff need the company's number, phone and address to verify it; nothing typed is lost.
  await expect(page.getByText('Veuillez corriger les champs indiqués.')).toBeVisible();
  await expect(page.getByLabel(/^Nom de l’entreprise/)).toHaveValue('Petit Climatisation');
  await page.getByLabel('Numéro SIRET ou de TVA').fill('FR40987654321');
  await page.getByLabel('Téléphone de l’entreprise').fill('04 72 00 00 00');
  await page.getByLabel('Adresse de l’entreprise').fill('1 Place Bellecour, 69002 Lyon');
  await page.getByRole('button', { name: 'Enregistrer' }).click();

  // Back with fresh tokens: an end customer until staff have verified the company.
  await expect(page).toHaveURL('/fr-FR/partners');
  await expect(page.getByText('Type d’utilisateur : client final (1)')).toBeVisible();
  await page.goto('/fr-FR/partners/bulk');
  await expect(page.getByText(/en cours de vérification par nos équipes/)).toBeVisible();
});
