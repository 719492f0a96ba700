import { expect, type Page } from '@playwright/test';
import { storedRegistrationsOf } from '../installer/stored-registrations';

/** The demo installer's company, as its registrations store it. */
export const DEMO_COMPANY = {
  name: 'Dubois Chauffage SARL',
  email: 'contact@dubois-chauffage.example',
} as const;

/** One spreadsheet row as pasted: cells joined by tabs. */
export const row = (...cells: string[]) => cells.join('\t');

/** The French column names, as the template's header row holds them. */
export const FRENCH_HEADER = [
  'Numéro de série',
  "Date d'installation",
  'Nom de la rue',
  'Numéro de rue',
  'Code postal',
  'Ville',
] as const;

type Address = readonly [street: string, number: string, zip: string, city: string];

/** Demo addresses the embedded address search knows (docs/architecture.md §8). */
const DEMO_ADDRESSES: readonly Address[] = [
  ['Rue de Rivoli', '10', '75001', 'Paris'],
  ['Place des Terreaux', '1', '69001', 'Lyon'],
  ['Rue de la République', '20', '69002', 'Lyon'],
];

/** The demo addresses in turn, for row `index`. */
export const demoAddress = (index: number): Address =>
  DEMO_ADDRESSES[index % DEMO_ADDRESSES.length] ?? ['Rue de Rivoli', '10', '75001', 'Paris'];

/** Serials `first` to `last`, as the demo catalog knows them. */
export function serialRange(first: number, last: number): string[] {
  return Array.from({ length: last - first + 1 }, (_, index) => String(first + index));
}

/** Pastes `text` into the bulk paste area the way a user does: clipboard, then Ctrl+V. */
export async function pasteIntoBulkArea(page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.getByLabel('Données du tableur').focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/**
 * Expects every serial stored once, as an installer registration (type 2) of `company`
 * made through the bulk channel, on its day (YYYY-MM-DD) at 00:00 UTC, as read from the
 * server's database.
 */
export async function expectStoredFromBulk(
  serials: readonly string[],
  company: { name: string; email: string },
  dayOf: (serial: string) => string,
): Promise<void> {
  const stored = await storedRegistrationsOf(serials);
  expect(
    stored.map((registration) => [
      registration.serial_number,
      registration.registrant_type,
      registration.installer_company_name,
      registration.installer_company_email,
      registration.channel,
      registration.installation_date,
    ]),
  ).toEqual(
    serials.map((serial) => [
      serial,
      2,
      company.name,
      company.email,
      'bulk',
      `${dayOf(serial)}T00:00:00Z`,
    ]),
  );
}

/** Waits for the step-3 check to end and gives the invalid cells' labels. */
export async function invalidCells(page: Page): Promise<string[]> {
  await expect(page.getByRole('progressbar', { name: 'Vérification des données' })).toHaveCount(0);
  return page
    .getByRole('table', { name: 'Données à importer' })
    .locator('input[aria-invalid="true"]')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('aria-label') ?? ''));
}

/** Opens partners/bulk, where a spec's pages start as the demo installer: signedInAs('installer'). */
export async function openBulkAsInstaller(page: Page): Promise<void> {
  await page.goto('/fr-FR/partners/bulk');
  await expect(page.getByLabel('Données du tableur')).toBeVisible();
}

/** Step 2: the French column names chosen for columns 1 to 6, in the template's order. */
export async function mapColumnsInTemplateOrder(page: Page): Promise<void> {
  for (const [index, name] of FRENCH_HEADER.entries()) {
    await page.getByRole('combobox', { name: `Colonne ${index + 1}` }).selectOption(name);
  }
}
