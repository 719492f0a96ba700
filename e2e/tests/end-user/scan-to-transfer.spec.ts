import { execFileSync } from 'node:child_process';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { fakeCameraLaunchOptions, qrCodeVideo } from '../../support/fake-camera';
import { DEMO_OWNER, signInOnProviderPage } from '../auth/provider-page';
import {
  acceptAndSubmit,
  continueAsAnonymousOwner,
  enterContact,
  mailedConfirmationLink,
  searchAddress,
} from './registration-steps';

// The rating plate's QR code holds our deep link; the fake camera films it.
const plate = qrCodeVideo(
  `http://localhost:${process.env.E2E_PORT}/fr-FR/products/908765401`,
  'rating-plate-908765401',
);

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: fakeCameraLaunchOptions(plate),
});

test('an owner scans the rating plate, registers, confirms by mail, checks the certificate, then hands the device on', async ({
  page,
  browser,
}) => {
  test.slow();
  await page.goto('/fr-FR/users/register/step/1');
  await page.getByRole('button', { name: 'Scanner le code de la plaque signalétique' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scanner le code' });
  await expect(scanner).toBeVisible();
  // The code is read in the page: the serial is filled in and looked up.
  await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
  await expect(scanner).toBeHidden();
  await expect(page.getByLabel('Numéro de série')).toHaveValue('908765401');
  await expect(
    page.getByText('À enregistrer au plus tard 30 jours après l’installation'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await continueAsAnonymousOwner(page);
  await searchAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
  await enterContact(page, { firstName: 'Jean', lastName: 'Martin', email: DEMO_OWNER.email });
  await acceptAndSubmit(page);
  await expect(page).toHaveURL('/fr-FR/users/register/thank-you');
  await expect(page.getByText('Dans les délais : 30 jours avant la date limite')).toBeVisible();

  // The mailed link confirms it.
  const confirm = await mailedConfirmationLink(DEMO_OWNER.email);
  await page.goto(confirm);
  await page.getByRole('button', { name: 'Confirmer mon enregistrement' }).click();
  await expect(page.getByText('Enregistrement confirmé').first()).toBeVisible();

  // Signed in, the owner finds it in "Mes produits" (registered with the account's e-mail).
  await page.goto('/fr-FR/users/products');
  await signInOnProviderPage(page, DEMO_OWNER);
  await expect(page).toHaveURL('/fr-FR/users/products');
  const card = page.getByRole('article').filter({ hasText: '908765401' });
  await expect(card.getByText('Confirmé')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /Télécharger le certificat/ }).click();
  const text = execFileSync('pdftotext', ['-layout', await (await downloading).path(), '-'], {
    encoding: 'utf8',
  });
  expect(text).toContain('908765401');
  const verifyPath = /\/fr-FR\/verify\/[0-9a-f]{32}[\w-]{22}/.exec(text.replace(/\s+/g, ''))?.[0];
  expect(verifyPath).toBeDefined();
  const checker = await browser.newPage();
  await checker.goto(verifyPath ?? '');
  await expect(checker.getByText('Ce certificat est authentique.')).toBeVisible();

  // The owner sells the radiator: the buyer confirms, and the device is theirs.
  await card.getByRole('button', { name: /Transférer .* à quelqu’un d’autre/ }).click();
  const transfer = card.getByRole('form', { name: 'Transférer ce produit' });
  const buyer = `buyer-${Date.now()}@example.com`;
  await transfer.getByLabel(/E-mail du nouveau propriétaire/).fill(buyer);
  await transfer.getByLabel('Prénom').fill('Lucie');
  await transfer.getByLabel(/^Nom/).fill('Moreau');
  expect(await seriousViolations(page)).toEqual([]);
  await transfer.getByRole('button', { name: 'Envoyer le transfert' }).click();
  await expect(card.getByText(`Transfert en attente : ${buyer} doit le confirmer`)).toBeVisible();

  const accept = await browser.newPage();
  await accept.goto(await mailedConfirmationLink(buyer));
  await expect(accept.getByText(/vous a été transféré|Confirmez l’enregistrement/)).toBeVisible();
  await accept.getByRole('button', { name: 'Confirmer mon enregistrement' }).click();
  await expect(accept.getByText('Enregistrement confirmé').first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mes produits' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: '908765401' })).toHaveCount(0);
  // The old owner's certificate says it is no longer valid.
  await checker.reload();
  await expect(checker.getByText(/Ce certificat n.est plus valable/)).toBeVisible();
});
