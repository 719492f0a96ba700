import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  acceptAndSubmit,
  continueAsAnonymousOwner,
  searchAddress,
  enterContact,
  lookUpSerial,
  uniquePerson,
} from './registration-steps';

test.use({ viewport: { width: 1440, height: 900 } });

test('an anonymous owner registers the demo radiator from the home page', async ({ page }) => {
  await page.goto('/fr-FR/');
  await page.getByRole('link', { name: 'Enregistrer mon produit' }).first().click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/1');
  await expect(page.getByText('Exemple: 908765401')).toBeVisible();
  await lookUpSerial(page, '908765401');
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
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(() => {
      if (!existsSync(outbox)) return undefined;
      const mails = readdirSync(outbox, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => readFileSync(path.join(outbox, entry.name), 'utf8'))
        .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
      const mail = mails.find((text) => text.includes(`To: ${person.email}`));
      link = /(\/api\/registrations\/confirm\/[\w-]+)/.exec(mail ?? '')?.[1];
      return link;
    })
    .toBeTruthy();
  // Opening the link asks (a mail scanner opening it confirms nothing); the button confirms.
  const confirmation = await page.context().newPage();
  await confirmation.goto(link ?? '');
  await expect(confirmation.getByText(/Confirmez l’enregistrement de votre/)).toBeVisible();
  await confirmation.getByRole('button', { name: 'Confirmer mon enregistrement' }).click();
  await expect(confirmation.getByText('Enregistrement confirmé').first()).toBeVisible();
  await expect(confirmation.getByText(/est confirmé/)).toBeVisible();
  await confirmation.close();

  await page.getByRole('button', { name: 'Enregistrer un autre produit' }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/1');
  await expect(page.getByLabel('Numéro de série')).toHaveValue('');
  const stored = await page.evaluate(() => sessionStorage.getItem('endUserData'));
  expect(stored ?? '').not.toContain('908765401');
});

test('the same product registered by someone else is refused in French', async ({ page }) => {
  const serial = '100000013';
  for (const [index, tag] of ['first', 'second'].entries()) {
    await page.goto('/fr-FR/users/register/step/1');
    await lookUpSerial(page, serial);
    await continueAsAnonymousOwner(page);
    await searchAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
    await enterContact(page, uniquePerson(tag));
    await acceptAndSubmit(page);
    if (index === 0) {
      await expect(page).toHaveURL('/fr-FR/users/register/thank-you');
      await page.getByRole('button', { name: 'Enregistrer un autre produit' }).click();
    }
  }
  await expect(
    page.getByText('Ce produit a déjà été enregistré par une autre personne', { exact: false }),
  ).toBeVisible();
  await expect(page).toHaveURL('/fr-FR/users/register/step/5');
  await expect(page.getByRole('button', { name: "Soumettre l'enregistrement" })).toBeEnabled();
});
