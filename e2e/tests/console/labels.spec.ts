import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/test';
import { checkAtBothWidths } from '../../support/check-at-widths';
import { signedInAs } from '../auth/stored-sign-in';

test.use(signedInAs('staff'));

// Printing registers nothing: the demo catalog's Aura 600 radiators of the bulk range
// (every fifth serial from 100000001, 40 devices) are only read.
const AURA = 'Radiateur design Aura 600 (CAL-RAD-AURA-600)';

test('staff print a sheet of labels for a product’s serial range and download it as a PDF', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fr-FR/console/labels');
  await expect(page.getByRole('heading', { level: 1, name: 'Étiquettes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Étiquettes' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const form = page.getByRole('form', { name: 'Imprimer des étiquettes' });
  await form.getByLabel('Produit').selectOption({ label: AURA });
  await form.getByLabel('Numéro de série, à partir de').fill('100000001');
  await form.getByLabel('Numéro de série, jusqu’à').fill('100000200');
  await expect(form.getByText('40 étiquettes · 2 pages')).toBeVisible();
  await expect(
    form.getByText('Les codes QR mènent à l’enregistrement de l’appareil sur notre site.'),
  ).toBeVisible();
  await checkAtBothWidths(page, 'labels-counted', { fits: true, picture: 'page' });

  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Télécharger le PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('labels-CAL-RAD-AURA-600-100000001-100000200.pdf');
  const file = await download.path();
  expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(execFileSync('pdfinfo', [file], { encoding: 'utf8' })).toMatch(/^Pages:\s+2$/m);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  expect(text).toContain('100000001');
  expect(text).toContain('100000196');
  await expect(form.getByText('Le PDF est téléchargé.')).toBeVisible();
});

test('the labels page says what is wrong with the range in French and keeps what was typed', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fr-FR/console/labels');
  const form = page.getByRole('form', { name: 'Imprimer des étiquettes' });
  await form.getByLabel('Numéro de série, à partir de').fill('100000200');
  await form.getByLabel('Numéro de série, jusqu’à').fill('100000001');
  await form.getByRole('button', { name: 'Télécharger le PDF' }).click();
  await expect(form.getByText('Choisissez un produit.')).toBeVisible();
  await expect(form.getByLabel('Numéro de série, jusqu’à')).toHaveAccessibleDescription(
    'La fin doit venir après le début.',
  );
  await expect(form.getByLabel('Numéro de série, à partir de')).toHaveValue('100000200');
  await checkAtBothWidths(page, 'labels-errors', { fits: true, picture: 'page' });

  // A range of the product without any of its devices: the server's refusal is said.
  await form.getByLabel('Produit').selectOption({ label: AURA });
  await form.getByLabel('Numéro de série, à partir de').fill('100000002');
  await form.getByLabel('Numéro de série, jusqu’à').fill('100000004');
  await expect(
    form.getByText('Aucun appareil de ce produit n’a un numéro de série dans cette plage.'),
  ).toBeVisible();
  await form.getByRole('button', { name: 'Télécharger le PDF' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Aucun appareil de ce produit n’a un numéro de série dans cette plage.',
  );
  await expect(form.getByLabel('Numéro de série, jusqu’à')).toHaveValue('100000004');
});
