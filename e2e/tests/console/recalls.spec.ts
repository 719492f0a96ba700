import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { mailContaining } from '../../support/outbox';
import { signInOnProviderPage } from '../auth/provider-page';
import {
  acceptAndSubmit,
  continueAsAnonymousOwner,
  lookUpSerial,
  mailedConfirmationLink,
  searchAddress,
  uniquePerson,
} from '../end-user/registration-steps';
import { registerAnonymously, STAFF } from './console-steps';

// Two Aura 600 radiators (the demo radiator's product) no other test registers.
const FRENCH_SERIAL = '100000141';
const GERMAN_SERIAL = '100000146';

test('staff recall the demo radiator: the owners get it in French and German, and its delivery shows', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A French owner registers in the browser and gives a safety contact at step 4.
  const owner = uniquePerson('recall-fr');
  const safetyContact = `safety-${owner.email}`;
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, FRENCH_SERIAL);
  await continueAsAnonymousOwner(page);
  await searchAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
  await page.getByLabel('Prénom').fill(owner.firstName);
  await page.getByLabel(/^Nom/).fill(owner.lastName);
  await page.getByLabel('Adresse e-mail').fill(owner.email);
  await expect(page.getByRole('group', { name: 'Avis de sécurité (facultatif)' })).toBeVisible();
  await page.getByLabel('E-mail pour les avis de sécurité').fill(safetyContact);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText(safetyContact)).toBeVisible();
  await acceptAndSubmit(page);
  await expect(page).toHaveURL('/fr-FR/users/register/thank-you');

  // A German owner registers from a German page.
  const german = uniquePerson('recall-de');
  expect((await registerAnonymously(request, GERMAN_SERIAL, german.email, 'de-DE')).status()).toBe(
    201,
  );
  // A recall reaches only registrations their owners confirmed (docs/privacy.md): both confirm
  // with the button of their mailed link.
  for (const email of [owner.email, german.email]) {
    expect((await request.post(await mailedConfirmationLink(email))).status()).toBe(200);
  }

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fr-FR/console/recalls');
  await signInOnProviderPage(page, STAFF);
  await expect(page.getByRole('heading', { level: 1, name: 'Rappels' })).toBeVisible();
  await page.getByRole('button', { name: 'Préparer un rappel' }).click();
  const title = `Aura 600 – thermostat ${Date.now()}`;
  await page.getByLabel('Nom du rappel').fill(title);
  await page.getByRole('checkbox', { name: /Radiateur design Aura 600/ }).check();
  await page.getByLabel('Numéro de série, à partir de').fill(FRENCH_SERIAL);
  await page.getByLabel('Numéro de série, jusqu’à').fill(GERMAN_SERIAL);
  await page.getByRole('button', { name: 'Compter les destinataires' }).click();
  await expect(page.getByText('2 destinataires (enregistrements : 2)')).toBeVisible();
  await expect(page.getByText('allemand : 1')).toBeVisible();
  await expect(page.getByText('français : 1')).toBeVisible();

  await page.getByLabel('Objet (français)').fill('Rappel Aura 600 FR');
  await page
    .getByLabel('Texte de l’avis (français)')
    .fill('Coupez le thermostat et appelez le service client.');
  await page.getByLabel('Objet (allemand)').fill('Rueckruf Aura 600 DE');
  await page
    .getByLabel('Texte de l’avis (allemand)')
    .fill('Schalten Sie den Thermostat aus und rufen Sie den Kundendienst an.');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 375, height: 812 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Envoyer le rappel' }).click();
  await page.getByRole('button', { name: 'Envoyer maintenant' }).click();

  // The mails go out, each in its owner's language; the safety contact gets the French one.
  const french = await mailContaining(safetyContact, ['Rappel Aura 600 FR', FRENCH_SERIAL]);
  expect(french).toContain('Appareil concern');
  const inGerman = await mailContaining(german.email, ['Rueckruf Aura 600 DE', GERMAN_SERIAL]);
  expect(inGerman).toContain('Betroffenes Ger');

  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('2 destinataires');
  await expect(card).toContainText('Livrés : 2', { timeout: 20_000 });
  await expect(card).toContainText('Rejetés : 0');
  expect(await seriousViolations(page)).toEqual([]);
});
