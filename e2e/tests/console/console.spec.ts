import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import ExcelJS from 'exceljs';
import { seriousViolations } from '../../support/axe';
import { mailedLink } from '../../support/outbox';
import { signedInAs } from '../auth/stored-sign-in';
import { openConsoleSection, registerAnonymously } from './console-steps';

test.use({ viewport: { width: 1440, height: 900 } });
test.use(signedInAs('staff'));

async function openConsole(page: Page) {
  await page.goto('/fr-FR/console');
  // The console opens on its overview; staff go on to the registrations from its sidebar.
  await expect(page).toHaveURL('/fr-FR/console/overview');
  await openConsoleSection(page, 'Enregistrements');
  await expect(page.getByRole('heading', { level: 1, name: 'Enregistrements' })).toBeVisible();
}

test('staff find a squatter’s registration, cancel it, and the real owner can then register', async ({
  page,
  request,
}) => {
  // A serial no other test registers: the search and the export see this test's rows only.
  const serial = '100000177';
  const squatter = `squatter-${Date.now()}@example.com`;
  // The squatter registered and confirmed first: the serial is held.
  expect((await registerAnonymously(request, serial, squatter)).status()).toBe(201);
  const link = await mailedLink(squatter, /(\/api\/registrations\/confirm\/[\w-]+)/);
  expect((await request.post(link, { form: {} })).status()).toBe(200);
  const owner = `owner-${Date.now()}@example.com`;
  expect((await registerAnonymously(request, serial, owner)).status()).toBe(409);

  await openConsole(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Numéro de série').fill(serial);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(`/fr-FR/console/registrations?serial=${serial}`);
  const results = page.getByRole('region', { name: 'Résultats' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results.getByText(squatter)).toBeVisible();
  // The filter's export opens in a spreadsheet with the registration in it, in French, its
  // registration time a real date; for a script, with the column keys and raw values.
  const exportXlsx = async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exporter en XLSX' }).click();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await (await download).path());
    const sheet = workbook.worksheets[0];
    // Columns by their header, so a column added to the export does not shift these.
    const headers = (sheet?.getRow(1).values ?? []) as unknown[];
    const columns = [
      ['Numéro de série', 'serial_number'],
      ['Statut', 'status'],
      ['E-mail', 'email'],
    ].map((names) => headers.findIndex((header) => names.includes(String(header))));
    expect(columns).not.toContain(-1);
    const exported: unknown[][] = [];
    sheet?.eachRow((row) => exported.push(columns.map((column) => row.getCell(column).value)));
    return { exported, registeredAt: sheet?.getRow(2).getCell(1).value };
  };
  const forPeople = await exportXlsx();
  expect(forPeople.exported).toEqual([
    ['Numéro de série', 'Statut', 'E-mail'],
    [serial, 'Confirmé', squatter],
  ]);
  expect(forPeople.registeredAt).toBeInstanceOf(Date);
  await page
    .getByLabel('Pour un autre logiciel : en-têtes et valeurs non traduits, dates AAAA-MM-JJ')
    .check();
  expect((await exportXlsx()).exported).toEqual([
    ['serial_number', 'status', 'email'],
    [serial, 'confirmed', squatter],
  ]);
  await results.getByRole('link', { name: serial }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: `Enregistrement ${serial}` }),
  ).toBeVisible();
  await expect(page.getByText('Confirmé', { exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const cancelPanel = page.getByRole('region', { name: 'Annuler cet enregistrement' });
  // Too short a reason is refused in French, keeping the form.
  await cancelPanel.getByLabel('Motif').fill('x');
  await page.getByRole('button', { name: 'Annuler l’enregistrement' }).click();
  await expect(page.getByText('Indiquez un motif d’au moins 3 caractères.')).toBeVisible();
  await cancelPanel.getByLabel('Motif').fill('Squatting: la facture nomme un autre propriétaire');
  await page.getByRole('button', { name: 'Annuler l’enregistrement' }).click();
  // What cannot be undone is said, and sent only once confirmed.
  await expect(cancelPanel.getByText(/Cela ne pourra pas être défait\./)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await cancelPanel.getByRole('button', { name: 'Annuler définitivement' }).click();
  await expect(
    page.getByText('L’enregistrement est annulé ; le titulaire est informé.'),
  ).toBeVisible();
  await expect(page.getByText('Annulé', { exact: true })).toBeVisible();

  // The serial is free again for the real owner.
  expect((await registerAnonymously(request, serial, owner)).status()).toBe(201);

  await page.getByRole('link', { name: 'Journal des actions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Journal des actions' })).toBeVisible();
  const entry = page.getByRole('row', {
    name: /Squatting: la facture nomme un autre propriétaire/,
  });
  await expect(entry).toContainText('Annulation');
  await expect(entry).toContainText('staff@example.com');
  await expect(page.getByRole('row', { name: /Export/ }).first()).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(`Recherche.*serial=${serial}`) }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Filtered to cancellations: the export is no longer listed.
  await page.getByLabel('Action', { exact: true }).selectOption('cancel');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/\/fr-FR\/console\/audit\?action=cancel$/);
  await expect(entry).toBeVisible();
  await expect(page.getByRole('row', { name: /Export/ })).toHaveCount(0);

  // Usable at 768 px: the sections behind their button, the same pages, no serious violation.
  await page.setViewportSize({ width: 768, height: 900 });
  await openConsoleSection(page, 'Enregistrements');
  await expect(page.getByLabel('Numéro de série')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe(() => {
  test.use(signedInAs('owner'));

  test('a customer who opens the console is told it is for staff only', async ({ page }) => {
    await page.goto('/fr-FR/console');
    await expect(page).toHaveURL('/fr-FR/console/overview');
    await expect(
      page.getByText('Cette console est réservée au personnel du fabricant.'),
    ).toBeVisible();
    await expect(page.getByLabel('Numéro de série')).toHaveCount(0);
  });
});
