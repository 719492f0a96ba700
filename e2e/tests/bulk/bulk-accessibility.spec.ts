import { expect, test } from '../../support/test';
import { checkAtBothWidths } from '../../support/check-at-widths';
import {
  mapColumnsInTemplateOrder,
  openBulkAsInstaller,
  pasteIntoBulkArea,
  row,
} from './bulk-steps';
import { signedInAs } from '../auth/stored-sign-in';

test.use(signedInAs('installer'));

test('every bulk step, its errors and the finish page have no serious violation', async ({
  page,
}) => {
  // Many pages and two widths, or a whole import: three times a test's budget.
  test.slow();
  await openBulkAsInstaller(page);
  await checkAtBothWidths(page, 'step 1, empty');

  await pasteIntoBulkArea(
    page,
    [
      row('100000041', '15.03.2024', 'Rue de Rivoli', '10', '75001', 'Paris'),
      row('10000042', '15.03.2024', 'Place des Terreaux', '1', '69001', 'Lyon'),
    ].join('\n'),
  );
  await expect(page.getByTestId('line-numbers')).toBeVisible();
  await checkAtBothWidths(page, 'step 1, filled');

  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/2');
  await checkAtBothWidths(page, 'step 2');
  // At 1440 px the template's six columns all show: the sixth is not behind a scroll.
  const rightEdge = async (box: Promise<{ x: number; width: number } | null>) => {
    const measured = await box;
    return measured === null ? Number.NaN : measured.x + measured.width;
  };
  expect(
    await rightEdge(page.getByRole('combobox', { name: 'Colonne 6' }).boundingBox()),
  ).toBeLessThanOrEqual(await rightEdge(page.getByRole('table').boundingBox()));
  await mapColumnsInTemplateOrder(page);
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByText('1 les lignes contiennent une erreur')).toBeVisible();
  await page.getByLabel('Numéro de série, ligne 2').focus();
  await checkAtBothWidths(page, 'step 3 with an error and its tooltip');
  await page.getByLabel('Numéro de série, ligne 2').fill('100000042');
  await expect(page.getByText('Aucune erreur trouvée')).toBeVisible();

  // Step 4 without registering anything: the batch first hangs, then the server fails (a
  // dropped connection would keep the rows in the outbox instead).
  let answer: (() => Promise<void>) | undefined;
  await page.route('**/api/devices/batch**', (route) => {
    answer = () =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Unexpected failure' } });
  });
  await page.getByRole('button', { name: 'Soumettre des données' }).click();
  await expect(page.getByText('Importation des données...')).toBeVisible();
  await checkAtBothWidths(page, 'step 4, sending');
  await expect.poll(() => answer !== undefined).toBe(true);
  await answer?.();
  await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  await checkAtBothWidths(page, 'step 4, failed');

  await page.goto('/fr-FR/partners/bulk/finish');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkAtBothWidths(page, 'finish');
});
