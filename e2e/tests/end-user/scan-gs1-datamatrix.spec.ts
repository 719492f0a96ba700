import { expect, test } from '../../support/test';
import { fakeCameraLaunchOptions, gs1DataMatrixVideo } from '../../support/fake-camera';

// A GS1 DataMatrix as rating plates print it. Demo device 100000072 (a Flow 350, GTIN
// 04012345100020) is scanned by no other browser test.
const plate = await gs1DataMatrixVideo(
  '(01)04012345100020(21)100000072',
  'gs1-datamatrix-100000072',
);

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: fakeCameraLaunchOptions(plate),
});

test('a GS1 DataMatrix gives the serial of its element string, looked up at once', async ({
  page,
}) => {
  await page.goto('/fr-FR/installers/register/step/1');
  await page.getByRole('button', { name: 'Scanner le code de la plaque signalétique' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scanner le code' });
  const product = page.getByRole('region', { name: 'Produit trouvé' });
  await expect(product).toBeVisible();
  await expect(scanner).toBeHidden();
  await expect(page.getByLabel('Numéro de série')).toHaveValue('100000072');
  await expect(product).toContainText('Flow 350');
});
