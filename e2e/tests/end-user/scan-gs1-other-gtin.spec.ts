import { expect, test } from '../../support/test';
import { fakeCameraLaunchOptions, qrCodeVideo } from '../../support/fake-camera';

// The GS1 standard's example product: a well-formed Digital Link whose GTIN is not ours, with
// a serial that is (100000061) — the GTIN decides.
const plate = qrCodeVideo('https://id.gs1.org/01/09506000134352/21/100000061', 'gs1-other-gtin');

test.use({
  viewport: { width: 390, height: 844 },
  launchOptions: fakeCameraLaunchOptions(plate),
});

test('a GS1 code of a product not ours is refused with the reason', async ({ page }) => {
  await page.goto('/fr-FR/users/register/step/1');
  await page.getByRole('button', { name: 'Scanner le code de la plaque signalétique' }).click();
  const scanner = page.getByRole('dialog', { name: 'Scanner le code' });
  await expect(
    scanner.getByText(/Ce code GS1 désigne un produit qui n’est pas de Calora/),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(scanner).toBeHidden();
  await expect(page.getByLabel('Numéro de série')).toHaveValue('');
});
