import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { signedInAs } from '../auth/stored-sign-in';

test.use({ viewport: { width: 1440, height: 900 } });
test.use(signedInAs('staff'));

const examples = path.resolve(import.meta.dirname, '../../../examples/catalog');

test('staff upload catalog files: a bad row imports nothing and is named, good files are imported', async ({
  page,
}) => {
  await page.goto('/fr-FR/console/catalog');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  const files = page.getByLabel('Fichiers du catalogue (.csv, .json)');

  await files.setInputFiles([
    {
      name: 'products.csv',
      mimeType: 'text/csv',
      buffer: readFileSync(path.join(examples, 'products.csv')),
    },
    {
      name: 'devices.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('serialNumber,productModel\n790000001,CAL-RAD-SOLEA-750\nabc,X\n'),
    },
  ]);
  await page.getByRole('button', { name: 'Importer' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Rien n’a été importé' });
  await expect(refusal).toContainText('Rien n’a été importé : 1 problème.');
  await expect(refusal).toContainText('devices.csv:3');
  const products = page.getByRole('region', { name: 'Produits' });
  await expect(products.getByRole('row', { name: /CAL-RAD-SOLEA-750/ })).toHaveCount(0);

  await files.setInputFiles(
    ['products.csv', 'devices.csv', 'incentives.csv'].map((name) => path.join(examples, name)),
  );
  await page.getByRole('button', { name: 'Importer' }).click();
  await expect(
    page.getByText('Importé : 2 produits, 3 numéros de série et 2 avantages.'),
  ).toBeVisible();
  await expect(products.getByRole('row', { name: /CAL-RAD-SOLEA-750/ })).toContainText(
    'Radiateur Soléa 750',
  );
  // The GTIN as the import keeps it: 14 digits, from the 13 of products.csv.
  await expect(products.getByRole('row', { name: /CAL-RAD-SOLEA-750/ })).toContainText(
    '04012345200010',
  );
  const incentives = page.getByRole('region', { name: 'Avantages' });
  await expect(incentives.getByRole('row', { name: /ch-installer-bonus/ })).toContainText('CH');

  // The example files hold French, German and English: the seventeen other languages are
  // said missing, named in French; the demo catalog has all twenty.
  const missing = (row: ReturnType<typeof page.getByRole>) => row.getByRole('cell').last();
  const solea = missing(products.getByRole('row', { name: /CAL-RAD-SOLEA-750/ }));
  await expect(solea).toContainText('polonais');
  await expect(solea).toContainText('portugais');
  await expect(solea).not.toContainText('français');
  const codes = await solea.locator('[data-missing]').getAttribute('data-missing');
  expect(codes?.split(' ')).toHaveLength(17);
  await expect(missing(products.getByRole('row', { name: /CAL-RAD-AURA-600/ }))).toHaveText(
    'Aucune',
  );
  await expect(missing(incentives.getByRole('row', { name: /owner-service-voucher/ }))).toHaveText(
    'Aucune',
  );
  await expect(missing(incentives.getByRole('row', { name: /ch-installer-bonus/ }))).toContainText(
    'polonais',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('catalog-1440.png'), fullPage: true });

  await page.getByRole('link', { name: 'Journal des actions' }).click();
  await expect(
    page.getByRole('row', { name: /products\.csv, devices\.csv, incentives\.csv/ }),
  ).toContainText('Import du catalogue');
});
