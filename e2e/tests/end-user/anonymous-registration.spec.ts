import { expect, test } from '../../support/test';
import {
  acceptAndSubmit,
  continueAsAnonymousOwner,
  searchAddress,
  enterContact,
  lookUpSerial,
  mailedConfirmationLink,
  uniquePerson,
} from './registration-steps';

test.use({ viewport: { width: 1440, height: 900 } });

test('an anonymous owner registers the demo radiator from the home page', async ({ page }) => {
  await page.goto('/fr-FR/');
  await page.getByRole('link', { name: 'Enregistrer mon produit' }).first().click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/1');
  await expect(page.getByText('Exemple: 908765401')).toBeVisible();
  // Another Aura radiator: 908765401 itself is the scanning test's (scan-to-transfer.spec.ts).
  await lookUpSerial(page, '100000036');
  await continueAsAnonymousOwner(page);
  await searchAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
  const person = uniquePerson('radiator');
  await enterContact(page, person);

  await expect(page.getByText(`${person.firstName} ${person.lastName}`)).toBeVisible();
  await expect(page.getByText(/Rue de Rivoli/)).toBeVisible();
  await acceptAndSubmit(page);

  await expect(page).toHaveURL('/fr-FR/users/register/thank-you');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre enregistrement!' }),
  ).toBeVisible();
  await expect(page.getByText(/consulter votre boîte e-mail/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vos avantages' })).toBeVisible();

  // Steps 3 to 5 replaced their history entries: back does not return to them.
  await page.goBack();
  await expect(page).not.toHaveURL(/thank-you/);
  await expect(page).not.toHaveURL(/step\/[345]/);
  await page.goForward();
  await expect(page).toHaveURL('/fr-FR/users/register/thank-you');

  // The confirmation mail is in the server's outbox; its link leads to the confirmation.
  const link = await mailedConfirmationLink(person.email);
  // Opening the link asks (a mail scanner opening it confirms nothing); the button confirms.
  const confirmation = await page.context().newPage();
  await confirmation.goto(link);
  await expect(confirmation.getByText(/Confirmez l’enregistrement de votre/)).toBeVisible();
  await confirmation.getByRole('button', { name: 'Confirmer mon enregistrement' }).click();
  await expect(confirmation.getByText('Enregistrement confirmé').first()).toBeVisible();
  await expect(confirmation.getByText(/est confirmé/)).toBeVisible();
  await confirmation.close();

  await page.getByRole('button', { name: 'Enregistrer un autre produit' }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/1');
  await expect(page.getByLabel('Numéro de série')).toHaveValue('');
  const stored = await page.evaluate(() => sessionStorage.getItem('endUserData'));
  expect(stored ?? '').not.toContain('100000036');
});

test('a pending registration does not stop the real owner, and once confirmed others are refused in French', async ({
  context,
}) => {
  const serial = '100000013';
  // Each person registers in a tab of their own (a tab keeps its steps' data).
  const register = async (person: ReturnType<typeof uniquePerson>) => {
    const page = await context.newPage();
    await page.goto('/fr-FR/users/register/step/1');
    await lookUpSerial(page, serial);
    await continueAsAnonymousOwner(page);
    await searchAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
    await enterContact(page, person);
    await acceptAndSubmit(page);
    return page;
  };
  // A squatter registers the serial with an address they never confirm.
  const squatter = uniquePerson('squatter');
  await expect(await register(squatter)).toHaveURL('/fr-FR/users/register/thank-you');

  // The real owner registers the same serial, and confirms through the mailed link.
  const owner = uniquePerson('owner');
  const page = await register(owner);
  await expect(page).toHaveURL('/fr-FR/users/register/thank-you');
  await page.goto(await mailedConfirmationLink(owner.email));
  await page.getByRole('button', { name: 'Confirmer mon enregistrement' }).click();
  await expect(page.getByText(/est confirmé/)).toBeVisible();

  // The squatter's link no longer confirms anything, and says why.
  await page.goto(await mailedConfirmationLink(squatter.email));
  await expect(page.getByRole('heading', { name: 'Produit déjà enregistré' })).toBeVisible();

  // Now that the owner holds it, anyone else is told so at step 1, and refused in French at
  // the end, keeping what they typed.
  const late = await register(uniquePerson('late'));
  await expect(
    late.getByText('Ce produit a déjà été enregistré par une autre personne', { exact: false }),
  ).toBeVisible();
  await expect(late).toHaveURL('/fr-FR/users/register/step/5');
  await expect(late.getByRole('button', { name: "Soumettre l'enregistrement" })).toBeEnabled();
  await late.goto(`/fr-FR/users/register/step/1?serialNumber=${serial}`);
  await expect(late.getByText('Ce produit est déjà enregistré.')).toBeVisible();
  await expect(late.getByRole('main')).not.toContainText(owner.email);
});
