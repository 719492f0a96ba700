import { expect, type Page } from '@playwright/test';

/** Today in `timeZone` as the French date field writes it, dd/mm/yyyy, and its ISO day yyyy-mm-dd. */
export function todayIn(timeZone: string, offsetDays = 0): { text: string; isoDay: string } {
  const instant = new Date(Date.now() + offsetDays * 86_400_000);
  // en-CA formats as yyyy-mm-dd.
  const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
  const [year, month, day] = isoDay.split('-');
  return { text: `${day}/${month}/${year}`, isoDay };
}

/** Installer step 1: verifies `serial` and goes on to 'Qui enregistre?'. */
export async function verifySerial(page: Page, serial: string): Promise<void> {
  await page.getByLabel('Numéro de série').fill(serial);
  await page.getByRole('button', { name: 'Vérifier le numéro de série' }).click();
  await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/2');
}

/** Installer step 2 for an anonymous visitor: the installer role, then 'Connexion'. */
export async function chooseInstallerAndSignIn(page: Page): Promise<void> {
  await page.getByLabel('Je suis un installateur professionnel').check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  const panel = page.getByRole('dialog', { name: 'Vous avez déjà un compte?' });
  await expect(panel.getByRole('button', { name: 'Continuer sans connexion' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Connexion', exact: true }).click();
}

/** Installer step 3: searches `query`, picks `choice` and goes on to the date. */
export async function chooseAddress(page: Page, query: string, choice: RegExp): Promise<void> {
  await page.getByLabel('Rechercher l’adresse du client').fill(query);
  await page.getByRole('button', { name: choice }).first().click();
  await expect(page.getByRole('region', { name: 'Adresse sélectionnée' })).toContainText(choice);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/4');
}

/** The installation date field of step 4. */
export function dateField(page: Page) {
  return page.getByLabel("Date d'installation");
}

/**
 * Installer step 5: the two consents, asked the first time this account registers with the
 * current texts and shown as accepted after (other tests register as the demo installer too,
 * so either may come); then the submission. Says which it was.
 */
export async function submitInstallerReview(page: Page): Promise<'asked' | 'accepted'> {
  const privacy = page.getByRole('checkbox', { name: /politique de confidentialité/ });
  const accepted = page.getByText(/Vous avez accepté la politique de confidentialité/);
  await expect(privacy.or(accepted)).toBeVisible();
  const asked = await privacy.isVisible();
  if (asked) {
    await privacy.check();
    await page.getByRole('checkbox', { name: /conditions d’enregistrement/ }).check();
  }
  await page.getByRole('button', { name: "Soumettre l'enregistrement" }).click();
  return asked ? 'asked' : 'accepted';
}
