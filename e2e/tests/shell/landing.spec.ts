import { expect, test } from '../../support/test';

test('the root shows the German end-user landing', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Registrieren Sie Ihr Produkt und sichern Sie sich Prämien',
    }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('link', { name: /Mein Produkt registrieren/ })).toHaveAttribute(
    'href',
    '/users/register/step/1',
  );
});

test('/fr-FR/ shows the French landing with three benefits', async ({ page }) => {
  await page.goto('/fr-FR/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Enregistrez votre produit et débloquez des récompenses',
    }),
  ).toBeVisible();
  await expect(page.getByText('Rapide et facile')).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect(page.locator('header')).toContainText('Enregistrement de produit');
  await page.getByRole('link', { name: /Enregistrer mon produit/ }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/1');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
});

test('the installer landing starts the installer flow', async ({ page }) => {
  await page.goto('/fr-FR/installers/lp');
  await expect(page.getByText('Rapide et simple')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Accédez à des services exclusifs' }),
  ).toBeVisible();
  await page.getByRole('link', { name: /Commencer l’enregistrement/ }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/1');
});

test('a landing clears the stored form data', async ({ page }) => {
  await page.goto('/fr-FR/users/register/step/1');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'endUserData',
      JSON.stringify({ state: { serialNumber: '1' }, version: 0 }),
    ),
  );
  await page.goto('/fr-FR/users/lp');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The server painted the landing; the app clears the data once it has taken over.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('endUserData'))).toBeNull();
});

test('the help block offers Aide & Support at the configured address', async ({ page }) => {
  await page.goto('/fr-FR/');
  await expect(page.getByRole('heading', { name: "Vous cherchez de l'aide?" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Aide & Support' })).toHaveAttribute(
    'href',
    'https://help.calora.example/',
  );
});
