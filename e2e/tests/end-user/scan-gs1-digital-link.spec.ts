import { expect, test } from '../../support/test';
import { fakeCameraLaunchOptions, qrCodeVideo } from '../../support/fake-camera';

// A GS1 Digital Link on the maker's own resolver domain, lot before serial. Demo device
// 100000061 (an Aura 600, GTIN 04012345100013) is scanned by no other browser test.
const plate = qrCodeVideo(
  'https://id.calora.example/01/04012345100013/10/L24-07/21/100000061',
  'gs1-digital-link-100000061',
);

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: fakeCameraLaunchOptions(plate),
});

test('a GS1 Digital Link QR code of any domain gives the serial of AI 21, looked up at once', async ({
  page,
}) => {
  await page.goto('/fr-FR/users/register/step/1');
  await page.getByRole('button', { name: 'Scanner le code de la plaque signalétique' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scanner le code' });
  const product = page.getByRole('region', { name: 'Produit trouvé' });
  await expect(product).toBeVisible();
  await expect(scanner).toBeHidden();
  await expect(page.getByLabel('Numéro de série')).toHaveValue('100000061');
  await expect(product).toContainText('Aura 600');
});
