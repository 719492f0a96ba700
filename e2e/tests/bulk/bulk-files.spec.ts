import { XLSX_MEDIA_TYPE } from '@pr/contracts';
import type { Page } from '@playwright/test';
import writeExcelFile from 'write-excel-file/node';
import { expect, test } from '../../support/test';
import {
  DEMO_COMPANY,
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

/** Uploads `file` at step 1 and goes on to step 3 with the header row's mapping. */
async function uploadAndCheck(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
  chooseSheet?: string,
) {
  await page.getByLabel('Choisir un fichier').setInputFiles(file);
  await expect(page.getByText(`Fichier chargé : ${file.name}`)).toBeVisible();
  if (chooseSheet !== undefined) {
    await page.getByLabel('Feuille à importer').selectOption({ label: chooseSheet });
  }
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText(/La première ligne contient des en-têtes/)).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/3');
  await expect(page.getByText('Aucune erreur trouvée')).toBeVisible();
  expect(await invalidCells(page)).toEqual([]);
}

async function submitAndExpectRegistered(page: Page, count: number) {
  await page.getByRole('button', { name: 'Soumettre des données' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/finish');
  await expect(page.getByText(`${count} produits enregistrés`)).toBeVisible();
}

test('a two-sheet workbook written by another program imports from the sheet the installer picks', async ({
  page,
}) => {
  test.slow();
  const serials = serialRange(100000111, 100000115);
  // write-excel-file, not exceljs: its own XML, numbers as numbers, dates as Excel dates.
  const workbook = await writeExcelFile([
    {
      sheet: 'Notes',
      data: [[{ value: 'Chantiers de mars, à facturer' }]],
    },
    {
      sheet: 'Installations',
      data: [
        FRENCH_HEADER.map((name) => ({ value: name, fontWeight: 'bold' as const })),
        ...serials.map((serial, index) => {
          const [street, number, zip, city] = demoAddress(index);
          return [
            { value: Number(serial), type: Number },
            { value: new Date(Date.UTC(2024, 2, 10 + index)), type: Date, format: 'dd/mm/yyyy' },
            { value: street },
            { value: Number(number), type: Number },
            { value: Number(zip), type: Number, format: '00000' },
            { value: city },
          ];
        }),
      ],
    },
  ]).toBuffer();

  await openBulkAsInstaller(page);
  await uploadAndCheck(
    page,
    {
      name: 'chantiers.xlsx',
      mimeType: XLSX_MEDIA_TYPE,
      buffer: workbook,
    },
    'Installations (6 lignes)',
  );
  // A date cell of the workbook, written as the French page writes dates.
  await expect(page.getByLabel("Date d'installation, ligne 5")).toHaveValue('14/03/2024');
  await submitAndExpectRegistered(page, 5);
  await expectStoredFromBulk(serials, DEMO_COMPANY, (serial) => {
    const day = 10 + serials.indexOf(serial);
    return `2024-03-${String(day).padStart(2, '0')}`;
  });
});

test('a semicolon CSV in the Windows code page of Western Europe imports with its accents', async ({
  page,
}) => {
  test.slow();
  const serials = serialRange(100000116, 100000118);
  const lines = [
    FRENCH_HEADER.join(';'),
    ...serials.map((serial) =>
      [serial, '02.04.2024', 'Rue de la République', '20', '69002', 'Lyon'].join(';'),
    ),
  ];
  // Excel's plain "CSV" on a French Windows: windows-1252, where é is the byte 0xE9.
  const csv = Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
  expect(csv.includes(0xe9)).toBe(true);

  await openBulkAsInstaller(page);
  await uploadAndCheck(page, { name: 'installations.csv', mimeType: 'text/csv', buffer: csv });
  await expect(page.getByLabel('Nom de la rue, ligne 1')).toHaveValue('Rue de la République');
  await submitAndExpectRegistered(page, 3);
  await expectStoredFromBulk(serials, DEMO_COMPANY, () => '2024-04-02');
});

test('the mapping an installer confirmed for their own column names is proposed next time', async ({
  page,
}) => {
  const own = ['N° série', 'Pose', 'Adresse', 'N°', 'CP', 'Commune'];
  const sheet = [own, ['100000119', '02.04.2024', 'Rue de Rivoli', '10', '75001', 'Paris']]
    .map((cells) => row(...cells))
    .join('\n');
  await openBulkAsInstaller(page);
  await pasteIntoBulkArea(page, sheet);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByLabel('La première ligne contient les noms des colonnes').check();
  await mapColumnsInTemplateOrder(page);
  await expect(page.getByText('1 ligne à importer')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/3');

  // A new import of a sheet with the same column names: the old rows go, the new come.
  await page.goto('/fr-FR/partners/bulk');
  await page.getByLabel('Données du tableur').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await expect(page.getByLabel('Données du tableur')).toHaveValue('');
  await pasteIntoBulkArea(page, sheet);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByText(/Association reprise de votre dernier import/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Colonne 5' })).toHaveValue('zip');
  await expect(page.getByRole('combobox', { name: 'Colonne 5' })).toHaveAccessibleDescription('CP');
  await expect(page.getByText('1 ligne à importer')).toBeVisible();
});
