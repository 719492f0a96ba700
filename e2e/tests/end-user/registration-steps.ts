import { expect, type Page } from '@playwright/test';
import { mailedLink } from '../../support/outbox';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
}

/** A registrant no other test uses, so repeated runs against one server stay independent. */
export function uniquePerson(tag: string): Person {
  const id = `${tag}-${Date.now()}-${Math.round(Math.random() * 1e6)}`;
  return { firstName: 'Camille', lastName: 'Durand', email: `${id}@example.com` };
}

/** Step 1: looks `serial` up and continues to the role choice. */
export async function lookUpSerial(page: Page, serial: string): Promise<void> {
  await page.getByLabel('Numéro de série').fill(serial);
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/2');
}

/** Step 2: an owner who goes on without an account. */
export async function continueAsAnonymousOwner(page: Page): Promise<void> {
  await page.getByLabel('Je possède le produit').check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  const panel = page.getByRole('dialog', { name: 'Vous avez déjà un compte?' });
  await panel.getByRole('button', { name: 'Continuer sans connexion' }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/3');
}

/** Step 4: the contact details, then on to the review. */
export async function enterContact(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Prénom').fill(person.firstName);
  await page.getByLabel(/^Nom/).fill(person.lastName);
  await page.getByLabel('Adresse e-mail').fill(person.email);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/5');
}

/** Step 5: both consents, then the submission. */
export async function acceptAndSubmit(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: /politique de confidentialité/ }).check();
  await page.getByRole('checkbox', { name: /conditions d’enregistrement/ }).check();
  await page.getByRole('button', { name: "Soumettre l'enregistrement" }).click();
}

/** Step 3: searches `query`, picks the result `choice` and goes on to the contact step. */
export async function searchAddress(page: Page, query: string, choice: RegExp): Promise<void> {
  await page.getByLabel('Rechercher votre adresse').fill(query);
  await page.getByRole('button', { name: choice }).first().click();
  await expect(page.getByRole('region', { name: 'Adresse sélectionnée' })).toContainText(choice);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/4');
}

/** The confirmation link mailed to an anonymous owner (the path, on the server under test). */
export function mailedConfirmationLink(email: string): Promise<string> {
  return mailedLink(email, /(\/api\/registrations\/confirm\/[\w-]+)/);
}
