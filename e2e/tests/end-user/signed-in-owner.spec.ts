import { execFileSync } from 'node:child_process';
import { expect, test, waitingForApp } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { mailedLink } from '../../support/outbox';
import { DEMO_OWNER, signInOnProviderPage } from '../auth/provider-page';
import { acceptAndSubmit, lookUpSerial } from './registration-steps';

test.use({ viewport: { width: 1440, height: 900 } });

test('a signed-in owner registers with the account’s details, then finds the product and its certificate in "Mes produits"', async ({
  page,
  browser,
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
  // A verified account's registration holds at once: no mail to wait for.
  await expect(page.getByText(/Votre produit est bien enregistré/)).toBeVisible();
  await expect(page.getByText(/consulter votre boîte e-mail/)).toHaveCount(0);

  // "Mes produits", from the account menu: the product, confirmed, with its certificate.
  await page.getByRole('button', { name: 'Compte de Jean Martin' }).click();
  await page.getByRole('link', { name: 'Mes produits' }).click();
  await expect(page).toHaveURL('/fr-FR/users/products');
  const card = page.getByRole('article').filter({ hasText: '100000025' });
  await expect(card.getByText('Confirmé')).toBeVisible();
  await expect(card.getByText('Rue de la République 20')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /Télécharger le certificat/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('certificate-100000025.pdf');
  const text = execFileSync('pdftotext', [await download.path(), '-'], { encoding: 'utf8' });
  expect(text).toContain('Certificat d’enregistrement');
  expect(text).toContain('100000025');
  expect(text).toContain('Jean Martin');

  // The certificate's address (its QR code says the same) confirms it, and tells nothing else.
  const verifyPath = /\/fr-FR\/verify\/[0-9a-f]{32}[\w-]{22}/.exec(text.replace(/\s+/g, ''))?.[0];
  expect(verifyPath).toBeDefined();
  await page.goto(verifyPath ?? '');
  await expect(page.getByText('Ce certificat est authentique.')).toBeVisible();
  await expect(page.getByText('100000025')).toBeVisible();
  for (const personal of ['Jean Martin', 'owner@example.com', 'République']) {
    await expect(page.getByRole('main')).not.toContainText(personal);
  }
  expect(await seriousViolations(page)).toEqual([]);

  // Someone else looking the serial up is told it is registered, and nothing of the owner.
  const strangers = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const stranger = waitingForApp(await strangers.newPage());
  await stranger.goto('/fr-FR/users/register/step/1?serialNumber=100000025');
  await expect(stranger.getByText('Ce produit est déjà enregistré.')).toBeVisible();
  for (const personal of ['Jean', 'Martin', 'owner@example.com', 'République']) {
    await expect(stranger.getByRole('main')).not.toContainText(personal);
  }
  expect(await seriousViolations(stranger)).toEqual([]);
  // They may ask the owner for it: the owner is mailed, they learn nothing more.
  await stranger.getByRole('button', { name: 'Demander le transfert' }).click();
  const request = stranger.getByRole('group', { name: 'Demander le transfert à votre nom' });
  await request.getByLabel('Votre adresse e-mail').fill('buyer.100000025@example.com');
  await request.getByLabel('Prénom').fill('Paul');
  await request.getByLabel(/^Nom/).fill('Girard');
  expect(await seriousViolations(stranger)).toEqual([]);
  await request.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(stranger.getByText(/Demande envoyée/)).toBeVisible();
  for (const personal of ['Jean', 'Martin', 'owner@example.com', 'République']) {
    await expect(stranger.getByRole('main')).not.toContainText(personal);
  }
  const approve = await mailedLink(DEMO_OWNER.email, /(\/api\/transfer-requests\/[\w-]+)/);
  await page.goto(approve);
  // The owner reads who asks by e-mail address alone: a typed name could claim anything.
  await expect(page.getByText(/^buyer\.100000025@example\.com demande/)).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Paul Girard');
  await strangers.close();
});
