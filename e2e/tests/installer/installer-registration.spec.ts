import { expect, test } from '../../support/test';
import { DEMO_INSTALLER, signInOnProviderPage } from '../auth/provider-page';
import {
  chooseAddress,
  chooseInstallerAndSignIn,
  dateField,
  submitInstallerReview,
  todayIn,
  verifySerial,
} from './installer-steps';
import { storedRegistrations } from './stored-registrations';

test.use({ viewport: { width: 1440, height: 900 } });

test('the demo installer registers 908765402 from the installer landing; the company comes from the token', async ({
  page,
}) => {
  await page.goto('/fr-FR/installers/lp');
  await page.getByRole('link', { name: 'Commencer l’enregistrement' }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/1');
  const tip = page.getByRole('complementary', { name: 'Plusieurs produits à enregistrer ?' });
  await expect(tip.getByRole('link', { name: /import en masse/ })).toHaveAttribute(
    'href',
    '/fr-FR/partners/bulk',
  );
  await page.getByLabel('Numéro de série').fill('123456789');
  await page.getByRole('button', { name: 'Vérifier le numéro de série' }).click();
  await expect(page.getByText('Numéro de série invalide')).toBeVisible();
  await verifySerial(page, '908765402');

  await chooseInstallerAndSignIn(page);
  await signInOnProviderPage(page, DEMO_INSTALLER);
  // Back from the provider with the installer role: straight on to the address.
  await expect(page).toHaveURL('/fr-FR/installers/register/step/3');
  await chooseAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);

  // Step 4: required, no future day, day-month-year.
  const next = page.getByRole('button', { name: 'Continuer' });
  await expect(page.getByText('Quand le produit a-t-il été installé?')).toBeVisible();
  await expect(next).toBeDisabled();
  await dateField(page).fill(todayIn('UTC', 2).text);
  await expect(page.getByText('La date ne peut pas être dans le futur.')).toBeVisible();
  await expect(next).toBeDisabled();
  await dateField(page).fill('5.3.2025');
  await dateField(page).blur();
  await expect(dateField(page)).toHaveValue('05/03/2025');
  await next.click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/5');

  // The form data survives a reload (session storage, docs/spec.md §3).
  await page.reload();
  const review = page.getByRole('main');
  await expect(review.getByText('Dubois Chauffage SARL')).toBeVisible();
  await expect(review.getByText('contact@dubois-chauffage.example')).toBeVisible();
  await expect(review.getByText('Ventilation double flux Flow 350')).toBeVisible();
  await expect(review.getByText(/Rue de Rivoli 10/)).toBeVisible();
  await expect(review.getByText('05/03/2025')).toBeVisible();
  // The consents: both required the first time this account registers with the current
  // texts; other tests register as the demo installer too, so they may be accepted already.
  const privacy = page.getByRole('checkbox', { name: /politique de confidentialité/ });
  const accepted = page.getByText(/Vous avez accepté la politique de confidentialité/);
  await expect(privacy.or(accepted)).toBeVisible();
  const submit = page.getByRole('button', { name: "Soumettre l'enregistrement" });
  if (await privacy.isVisible()) {
    await expect(review.getByText("* Obligatoire pour l'enregistrement.")).toBeVisible();
    await expect(submit).toBeDisabled();
    await privacy.check();
    await expect(submit).toBeDisabled();
  } else {
    await expect(
      accepted.getByRole('link', { name: 'politique de confidentialité' }),
    ).toHaveAttribute('href', '/fr-FR/privacy-policy');
    await expect(submit).toBeEnabled();
  }

  const answer = page.waitForResponse((r) => r.request().method() === 'PUT');
  await submitInstallerReview(page);
  expect((await answer).status()).toBe(201);

  await expect(page).toHaveURL('/fr-FR/installers/register/thank-you');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre enregistrement!' }),
  ).toBeVisible();
  const image = page.getByRole('img', { name: 'Ventilation double flux Flow 350' });
  await expect(image).toBeVisible();
  expect((await image.boundingBox())?.height).toBeLessThanOrEqual(220);
  await expect(page.getByRole('link', { name: /Voir la page du produit/ })).toHaveAttribute(
    'href',
    'https://www.calora.example/products/flow-350',
  );
  await expect(page.getByRole('link', { name: /Accéder au portail client/ })).toHaveAttribute(
    'target',
    '_blank',
  );
  // The next device is the installer's main action; what is registered, a link away.
  await expect(page.getByRole('button', { name: 'Enregistrer un autre produit' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mes installations' }).last()).toHaveAttribute(
    'href',
    '/fr-FR/partners/installations',
  );

  // Steps 3 to 5 replaced their history entries: back does not return to them.
  await page.goBack();
  await expect(page).not.toHaveURL(/thank-you|step\/[345]/);

  // The server stored the company of the token and the chosen day at 00:00 UTC.
  const [stored] = await storedRegistrations('908765402');
  expect(stored).toMatchObject({
    registrant_type: 2,
    installer_company_name: 'Dubois Chauffage SARL',
    installer_company_email: 'contact@dubois-chauffage.example',
    installation_date: '2025-03-05T00:00:00Z',
    street: 'Rue de Rivoli',
    locality: 'Paris',
    channel: 'web',
  });
  expect(stored?.account_subject).toBeTruthy();

  // Guards (docs/spec.md §4): the landing empties the form; a later step sends back to what is missing.
  await page.goto('/fr-FR/installers/lp');
  await expect(page.getByRole('link', { name: 'Commencer l’enregistrement' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('installerData'))).toBeNull();
  await page.goto('/fr-FR/installers/register/step/5');
  await expect(page).toHaveURL('/fr-FR/installers/register/step/1');
  await page.goto('/fr-FR/installers/register/step/1?serialNumber=908765402');
  await expect(page.getByRole('button', { name: 'Enregistrer le produit' })).toBeVisible();
  await page.goto('/fr-FR/installers/register/step/5');
  await expect(page).toHaveURL('/fr-FR/installers/register/step/3');
  await chooseAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
  await page.goto('/fr-FR/installers/register/step/5');
  await expect(page).toHaveURL('/fr-FR/installers/register/step/4');
});
