import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { mailedLink } from '../../support/outbox';
import { expectProviderPage, signInOnProviderPage } from '../auth/provider-page';
import { newContextSignedInAs } from '../auth/stored-sign-in';
import { acceptAndSubmit } from '../end-user/registration-steps';
import { chooseAddress, dateField } from '../installer/installer-steps';
import { storedRegistrations } from '../installer/stored-registrations';

test.use({ viewport: { width: 1440, height: 900 } });

const COMPANY = 'Chauffage Nouveau SARL';
const PASSWORD = 'Nouveau-2024!';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** Signs up on the provider's page with a company: an application staff must verify. */
async function signUpWithCompany(page: Page, email: string, givenName: string): Promise<void> {
  await page.goto('/fr-FR/partners/bulk');
  await expectProviderPage(page);
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Prénom', { exact: true }).fill(givenName);
  await page.getByLabel('Nom', { exact: true }).fill('Nouveau');
  await page.getByLabel(/^Nom de l’entreprise/).fill(COMPANY);
  await page.getByLabel(/^E-mail de l’entreprise/).fill(`pro-${email}`);
  await page.getByLabel('Numéro SIRET ou de TVA').fill('FR40123456789');
  await page.getByLabel('Téléphone de l’entreprise').fill('+33 4 78 00 00 00');
  await page.getByLabel('Adresse de l’entreprise').fill('5 Quai Saint-Vincent, 69001 Lyon');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeVisible();
}

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (
    await newContextSignedInAs(browser, 'staff', { viewport: { width: 1440, height: 900 } })
  ).newPage();
  await page.goto('/fr-FR/console/companies');
  await expect(page.getByRole('heading', { level: 1, name: 'Entreprises' })).toBeVisible();
  return page;
}

test('a new installer company is verified by staff, then registers in the same session; a namesake stays unverified', async ({
  page,
  browser,
}) => {
  const email = `nouveau-${unique()}@example.com`;
  await signUpWithCompany(page, email, 'Paul');
  await page.goto(await mailedLink(email, /(\/idp\/verify\/\S+)/));
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await signInOnProviderPage(page, { email, password: PASSWORD });

  // Bulk step 1: the company is being verified, which is not "not an installer".
  await expect(page).toHaveURL('/fr-FR/partners/bulk');
  const today = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' }).format(new Date());
  await expect(
    page.getByText(
      `Votre entreprise est en cours de vérification par nos équipes (demande du ${today}).`,
      { exact: false },
    ),
  ).toBeVisible();
  await expect(page.getByText(/n’est pas configuré en tant qu’installateur/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Someone else claims the same company name: another company, which nobody verified.
  const namesake = `homonyme-${unique()}@example.com`;
  const other = await browser.newContext();
  await signUpWithCompany(await other.newPage(), namesake, 'Luc');
  await other.close();

  // Staff see both applications, pending first, and approve the first applicant's only.
  const staff = await staffPage(browser);
  await staff.getByLabel('Nom de l’entreprise').fill(COMPANY);
  await staff.getByRole('button', { name: 'Rechercher' }).click();
  const rowOf = (applicant: string) => staff.getByRole('row').filter({ hasText: applicant });
  await expect(rowOf(email)).toContainText('À vérifier');
  await expect(rowOf(namesake)).toContainText('À vérifier');
  expect(await seriousViolations(staff)).toEqual([]);
  await rowOf(email)
    .getByRole('button', { name: `Approuver ${COMPANY}` })
    .click();
  await expect(rowOf(email)).toContainText('Vérifiée');
  await expect(rowOf(namesake)).toContainText('À vérifier');
  await staff.screenshot({ path: test.info().outputPath('companies-1440.png'), fullPage: true });
  await staff.getByRole('link', { name: 'Journal des actions' }).click();
  await expect(staff.getByRole('row').filter({ hasText: 'Approbation' }).first()).toBeVisible();
  await staff.context().close();

  // The same browser session: fresh tokens carry the company, without signing out.
  await page.getByRole('button', { name: 'Vérifier à nouveau' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Copier et coller des données' }),
  ).toBeVisible();

  const serial = '100000178';
  await page.goto('/fr-FR/installers/register/step/1');
  await page.getByLabel('Numéro de série').fill(serial);
  await page.getByRole('button', { name: 'Vérifier le numéro de série' }).click();
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click();
  // A signed-in installer passes step 2 (who registers?) at once.
  await expect(page).toHaveURL('/fr-FR/installers/register/step/3');
  await chooseAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
  // A day in the past whatever the time zone of the machine running the test.
  await dateField(page).fill('05-03-2025');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('main').getByText(COMPANY)).toBeVisible();
  const answer = page.waitForResponse((r) => r.request().method() === 'PUT');
  await acceptAndSubmit(page);
  expect((await answer).status()).toBe(201);
  await expect(page).toHaveURL('/fr-FR/installers/register/thank-you');
  const [stored] = await storedRegistrations(serial);
  expect(stored).toMatchObject({
    registrant_type: 2,
    installer_company_name: COMPANY,
    installer_company_email: `pro-${email}`,
  });
});
