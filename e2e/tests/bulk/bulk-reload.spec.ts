import { expect, test } from '../../support/test';
import {
  DEMO_COMPANY as COMPANY,
  demoAddress,
  expectStoredFromBulk,
  FRENCH_HEADER,
  openBulkAsInstaller,
  pasteIntoBulkArea,
  row,
  serialRange,
} from './bulk-steps';
import { signedInAs } from '../auth/stored-sign-in';

test.use({ viewport: { width: 1440, height: 900 } });
test.use(signedInAs('installer'));

test('a reload while the batch is stored reports it without sending the rows again', async ({
  page,
}) => {
  test.slow();
  await openBulkAsInstaller(page);
  const serials = serialRange(100000180, 100000199);
  const lines = serials.map((serial, index) => row(serial, '02.05.2024', ...demoAddress(index)));
  await pasteIntoBulkArea(page, [row(...FRENCH_HEADER), ...lines].join('\n'));
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/3');
  await expect(page.getByText('Aucune erreur trouvée')).toBeVisible();

  // The batch reaches the server, which stores it; its answer never reaches the page.
  let sends = 0;
  let stored = () => undefined as void;
  const storedOnServer = new Promise<void>((resolve) => (stored = resolve));
  await page.route(/\/api\/devices\/batch\?/, async (route) => {
    sends += 1;
    await route.fetch();
    stored();
  });
  await page.getByRole('button', { name: 'Soumettre des données' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/4');
  await expect(page.getByRole('status')).toContainText('Importation des données...');
  await expect(page.getByRole('status')).toContainText(/lignes envoyées/);
  await storedOnServer;

  await page.reload();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/finish');
  await expect(page.getByText('20 produits enregistrés')).toBeVisible();
  expect(sends).toBe(1);
  await expectStoredFromBulk(serials, COMPANY, () => '2024-05-02');
});
