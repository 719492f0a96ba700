import { XLSX_MEDIA_TYPE } from '@pr/contracts';
import ExcelJS from 'exceljs';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { CHECKED_WIDTHS } from '../../support/check-at-widths';
import {
  DEMO_COMPANY as COMPANY,
  demoAddress,
  expectStoredFromBulk,
  FRENCH_HEADER,
  invalidCells,
  mapColumnsInTemplateOrder,
  openBulkAsInstaller,
  pasteIntoBulkArea,
  row,
  serialRange,
} from './bulk-steps';
import { signedInAs } from '../auth/stored-sign-in';

test.use({ viewport: { width: 1440, height: 900 } });
test.use(signedInAs('installer'));

test('an installer pastes 20 rows, fixes the three wrong cells and registers them all', async ({
  page,
}) => {
  // Many pages and two widths, or a whole import: three times a test's budget.
  test.slow();
  await openBulkAsInstaller(page);
  await expect(page.getByRole('button', { name: 'Continuer' })).toBeDisabled();
  await expect(page.getByLabel('Données du tableur')).toHaveCSS('min-height', '375px');

  const serials = serialRange(100000001, 100000020);
  const lines = serials.map((serial, index) => {
    const [street, number, zip, city] = demoAddress(index);
    // Row 4: a serial with a digit missing; row 9: no 31 February; row 15: a letter O in the postal code.
    if (index === 3) return row('10000004', '15.03.2024', street, number, zip, city);
    if (index === 8) return row(serial, '31.02.2024', street, number, zip, city);
    if (index === 14) return row(serial, '15.03.2024', 'Rue de Rivoli', '10', '750O1', 'Paris');
    return row(serial, '15.03.2024', street, number, zip, city);
  });
  await pasteIntoBulkArea(page, `\n${lines.join('\r\n')}\r\n`);
  await expect(page.getByText('20 lignes collées')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/2');
  const next = page.getByRole('button', { name: 'Continuer' });
  await expect(next).toBeDisabled();
  await mapColumnsInTemplateOrder(page);
  await next.click();

  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/3');
  await expect(page.getByText('3 les lignes contiennent une erreur')).toBeVisible();
  expect(await invalidCells(page)).toEqual([
    'Numéro de série, ligne 4',
    "Date d'installation, ligne 9",
    'Nom de la rue, ligne 15',
    'Numéro de rue, ligne 15',
    'Code postal, ligne 15',
    'Ville, ligne 15',
  ]);
  await expect(page.getByLabel('Numéro de série, ligne 4')).toHaveAccessibleDescription(
    'Numéro de série incorrect',
  );
  await expect(page.getByLabel('Code postal, ligne 15')).toHaveAccessibleDescription(
    "L'adresse fournie est invalide",
  );
  const submit = page.getByRole('button', { name: 'Soumettre des données' });
  await expect(submit).toBeDisabled();

  await page.getByLabel('Numéro de série, ligne 4').fill('100000004');
  await page.getByLabel("Date d'installation, ligne 9").fill('28.02.2024');
  await page.getByLabel('Code postal, ligne 15').fill('75001');
  await expect(page.getByText('Aucune erreur trouvée')).toBeVisible();
  expect(await invalidCells(page)).toEqual([]);
  await expect(
    page.getByRole('table').getByText('Radiateur design Aura 600').first(),
  ).toBeVisible();

  await submit.click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/finish');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre enregistrement!' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Visitez notre Service Cloud/ })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('bulkData'))).toBeNull();
  // The devices just registered, by name, each a way to it in "Mes installations".
  const registered = page.getByRole('region', { name: 'Appareils enregistrés par cet import' });
  await expect(registered.getByRole('listitem')).toHaveCount(20);
  await expect(registered.getByText('Radiateur design Aura 600').first()).toBeVisible();
  await expect(registered.getByRole('link', { name: '100000004' })).toHaveAttribute(
    'href',
    '/fr-FR/partners/installations?serial=100000004',
  );
  expect(await seriousViolations(page)).toEqual([]);
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`bulk-finish-${width}.png`) });
  }

  await expectStoredFromBulk(serials, COMPANY, (serial) =>
    serial === '100000009' ? '2024-02-28' : '2024-03-15',
  );

  // "Mes installations", from the installer's own navigation: the import's 20 devices as one
  // group, and the export opens.
  await page
    .getByRole('navigation', { name: 'Espace installateur' })
    .getByRole('link', { name: 'Mes installations' })
    .click();
  await expect(page).toHaveURL('/fr-FR/partners/installations');
  const group = page.getByRole('rowgroup').filter({ hasText: '100000001' });
  await expect(group.getByRole('row')).toHaveCount(21);
  await expect(group.getByRole('row').first()).toContainText('Import en masse du');
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter en XLSX' }).click();
  const download = await downloading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const exported = new Set<string>();
  workbook.worksheets[0]?.eachRow((line, index) => {
    if (index > 1) exported.add(line.getCell(2).text);
  });
  expect(serials.filter((serial) => !exported.has(serial))).toEqual([]);
});

test('an installer uploads an .xlsx made from the template and registers its 20 rows', async ({
  page,
}) => {
  // Many pages and two widths, or a whole import: three times a test's budget.
  test.slow();
  // The French template: its header row, then its example row, which the user replaces.
  const template = await page.request.get('/assets/templates/fr/bulk-upload-template.xlsx');
  expect(template.ok()).toBe(true);
  const workbook = new ExcelJS.Workbook();
  const body = await template.body();
  await workbook.xlsx.load(new Uint8Array(body).buffer);
  const sheet = workbook.worksheets[0];
  if (sheet === undefined) throw new Error('the template has no sheet');
  expect(sheet.getRow(1).values).toEqual([undefined, ...FRENCH_HEADER]);
  sheet.spliceRows(2, sheet.rowCount - 1);
  const serials = serialRange(100000021, 100000040);
  serials.forEach((serial, index) => sheet.addRow([serial, '01.04.2024', ...demoAddress(index)]));
  const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

  const uploadToCheck = async () => {
    await page.getByLabel('Choisir un fichier').setInputFiles({
      name: 'installations.xlsx',
      mimeType: XLSX_MEDIA_TYPE,
      buffer: file,
    });
    await expect(page.getByText('Fichier chargé : installations.xlsx')).toBeVisible();
    await expect(page.getByText('21 lignes collées')).toBeVisible();
    await page.getByRole('button', { name: 'Continuer' }).click();

    // The template's header row maps every column and is not imported.
    await expect(page).toHaveURL('/fr-FR/partners/bulk/step/2');
    await expect(page.getByText(/La première ligne contient des en-têtes/)).toBeVisible();
    await expect(page.getByText('20 lignes à importer')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Colonne 5' })).toHaveValue('zip');
    await page.getByRole('button', { name: 'Continuer' }).click();

    await expect(page).toHaveURL('/fr-FR/partners/bulk/step/3');
    await expect(page.getByText('Aucune erreur trouvée')).toBeVisible();
    expect(await invalidCells(page)).toEqual([]);
  };

  await openBulkAsInstaller(page);
  await uploadToCheck();
  await page.getByRole('button', { name: 'Soumettre des données' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/finish');
  await expect(page.getByText('20 produits enregistrés')).toBeVisible();
  await expectStoredFromBulk(serials, COMPANY, () => '2024-04-01');

  // The same sheet again: its rows are the company's already, skipped rather than refused.
  await page.goto('/fr-FR/partners/bulk');
  await expect(page.getByLabel('Données du tableur')).toBeVisible();
  await uploadToCheck();
  await expect(
    page.getByText(/20 produits sont déjà enregistrés par votre entreprise/),
  ).toBeVisible();
  await expect(page.getByText('Déjà enregistré', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Soumettre des données' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/finish');
  await expect(page.getByText('20 déjà enregistrés par votre entreprise')).toBeVisible();
  // Each device is stored once.
  await expectStoredFromBulk(serials, COMPANY, () => '2024-04-01');
});
