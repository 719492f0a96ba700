import ExcelJS from 'exceljs';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import {
  DEMO_COMPANY as COMPANY,
  demoAddress,
  expectStoredFromBulk,
  FRENCH_HEADER,
  invalidCells,
  openBulkAsInstaller,
  pasteIntoBulkArea,
  row,
  serialRange,
} from './bulk-steps';
import { signedInAs } from '../auth/stored-sign-in';

test.use({ viewport: { width: 1440, height: 900 } });
test.use(signedInAs('installer'));

test('an installer works through three errors: filters, deletes, fixes, downloads the rest and submits', async ({
  page,
}) => {
  test.slow();
  await openBulkAsInstaller(page);
  // The installer's own sheet: a customer column we do not import, after ours.
  const serials = serialRange(100000101, 100000110);
  const lines = serials.map((serial, index) => {
    const [street, number, zip, city] = demoAddress(index);
    const customer = `Client ${index + 1}`;
    if (index === 2) return row('10000010', '15.03.2024', street, number, zip, city, customer);
    if (index === 5) return row(serial, '31.02.2024', street, number, zip, city, customer);
    if (index === 8)
      return row(serial, '15.03.2024', 'Rue de Rivoli', '10', '750O1', 'Paris', customer);
    return row(serial, '15.03.2024', street, number, zip, city, customer);
  });
  await pasteIntoBulkArea(page, [row(...FRENCH_HEADER, 'Client'), ...lines].join('\n'));
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText('10 lignes à importer')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/3');
  await expect(page.getByText('3 les lignes contiennent une erreur')).toBeVisible();
  // The error summary leads to the first cell to fix.
  await page.getByRole('link', { name: 'Aller à la première erreur (ligne 3)' }).click();
  await expect(page.getByLabel('Numéro de série, ligne 3')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByLabel('Afficher uniquement les lignes avec une erreur').check();
  const table = page.getByRole('table', { name: 'Données à importer' });
  await expect(table.getByRole('row')).toHaveCount(4);

  // A device that is not ours to register: the row goes.
  await page.getByRole('button', { name: 'Supprimer la ligne 3' }).click();
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(page.getByText('2 les lignes contiennent une erreur')).toBeVisible();

  // The focus stays in the table, on the row that took the deleted one's place (line 5 now);
  // F8 goes on to the next error, Shift+F8 back to the impossible date, fixed in place.
  await expect(page.getByRole('button', { name: 'Supprimer la ligne 5' })).toBeFocused();
  await page.keyboard.press('F8');
  await expect(page.getByLabel('Nom de la rue, ligne 8')).toBeFocused();
  await page.keyboard.press('Shift+F8');
  const date = page.getByLabel("Date d'installation, ligne 5");
  await expect(date).toBeFocused();
  await date.fill('28.02.2024');
  await expect(date).toHaveAttribute('aria-invalid', 'false');
  // Undone and done again from the keyboard, the browser's own undo kept out of it.
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(date).toHaveValue('31.02.2024');
  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('ControlOrMeta+Y');
  await expect(date).toHaveValue('28.02.2024');
  await expect(page.getByText('1 les lignes contiennent une erreur')).toBeVisible();

  // The row left to fix goes to the customer file, in the sheet's own columns.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger les lignes en erreur (.xlsx)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lignes-en-erreur.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[] = [];
  workbook.worksheets[0]?.eachRow((line) => rows.push(line.values));
  expect(rows).toEqual([
    [undefined, ...FRENCH_HEADER, 'Client', 'Erreur'],
    [
      undefined,
      '100000109',
      // As step 3 shows it: written as the French page writes dates.
      '15/03/2024',
      'Rue de Rivoli',
      '10',
      '750O1',
      'Paris',
      'Client 9',
      "L'adresse fournie est invalide",
    ],
  ]);

  await page.getByRole('button', { name: 'Supprimer la ligne 8' }).click();
  await expect(page.getByText('Aucune erreur trouvée')).toBeVisible();
  expect(await invalidCells(page)).toEqual([]);
  await page.getByRole('button', { name: 'Soumettre des données' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/finish');
  await expect(page.getByText('8 produits enregistrés')).toBeVisible();
  const registered = serials.filter((_, index) => index !== 2 && index !== 8);
  await expectStoredFromBulk(registered, COMPANY, (serial) =>
    serial === '100000106' ? '2024-02-28' : '2024-03-15',
  );
});
