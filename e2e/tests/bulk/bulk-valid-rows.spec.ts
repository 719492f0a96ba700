import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import {
  DEMO_COMPANY,
  expectStoredFromBulk,
  mapColumnsInTemplateOrder,
  openBulkAsInstaller,
} from './bulk-steps';
import { signedInAs } from '../auth/stored-sign-in';

test.use({ viewport: { width: 1440, height: 900 } });
test.use(signedInAs('installer'));

// 100000043 and 100000044 are registered, and 100000045 kept, by no other browser test.
test('an installer types rows, registers the valid ones and fixes the other later (issue 47)', async ({
  page,
}, testInfo) => {
  test.slow();
  await openBulkAsInstaller(page);
  // Typed, not pasted: the values of a typed line are separated by semicolons.
  await page.getByLabel('Données du tableur').focus();
  await page.keyboard.type(
    [
      '100000043;12.11.2024;Rue de Rivoli;10;75001;Paris',
      '100000044;13/11/2024;Place des Terreaux;1;69001;Lyon',
      '100000045;31.02.2024;Rue de Rivoli;10;75001;Paris',
    ].join('\n'),
  );
  await expect(page.getByText('3 lignes collées')).toBeVisible();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await mapColumnsInTemplateOrder(page);
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page.getByText('1 les lignes contiennent une erreur')).toBeVisible();
  // The dates understood, written as the French page writes dates; the other as typed.
  await expect(page.getByLabel("Date d'installation, ligne 1")).toHaveValue('12/11/2024');
  await expect(page.getByLabel("Date d'installation, ligne 2")).toHaveValue('13/11/2024');
  await expect(page.getByLabel("Date d'installation, ligne 3")).toHaveValue('31.02.2024');
  // At 1440 px each row's error is in words beside it, with no sideways scroll to reach it.
  const table = page.getByRole('table', { name: 'Données à importer' });
  await expect(table.getByRole('columnheader', { name: 'Erreur' })).toBeVisible();
  await expect(table.getByRole('row').nth(3)).toContainText('Date invalide');
  const { scrollWidth, clientWidth } = await table.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  await page.screenshot({ path: testInfo.outputPath('step-3-1440.png'), fullPage: true });
  expect(await seriousViolations(page), 'step 3 at 1440 px').toEqual([]);
  await page.setViewportSize({ width: 375, height: 900 });
  await expect(table.getByRole('columnheader', { name: 'Erreur' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('step-3-375.png'), fullPage: true });
  expect(await seriousViolations(page), 'step 3 at 375 px').toEqual([]);

  await page.getByRole('button', { name: 'Enregistrer les 2 lignes valides' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/finish');
  await expect(page.getByText('2 produits enregistrés')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('finish-375.png'), fullPage: true });
  await expectStoredFromBulk(['100000043', '100000044'], DEMO_COMPANY, (serial) =>
    serial === '100000043' ? '2024-11-12' : '2024-11-13',
  );

  await page
    .getByRole('link', { name: /^1 ligne en erreur est gardée dans « Envois en attente »/ })
    .click();
  await expect(page).toHaveURL('/fr-FR/partners/outbox');
  await expect(page.getByText('1 ligne à corriger')).toBeVisible();
  expect(await seriousViolations(page), 'outbox at 375 px').toEqual([]);
  await page.getByRole('button', { name: 'Corriger' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/3');
  await expect(page.getByText('1 les lignes contiennent une erreur')).toBeVisible();
  await expect(page.getByLabel('Numéro de série, ligne 1')).toHaveValue('100000045');
  await expect(page.getByLabel('Numéro de série, ligne 2')).toHaveCount(0);
});
