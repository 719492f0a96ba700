import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { fakeCameraLaunchOptions, qrCodeVideo } from '../../support/fake-camera';

// Another maker's code: the scanner keeps looking, and says why.
const foreignCode = qrCodeVideo('https://example.com/manual.pdf', 'foreign-code');

test.use({
  viewport: { width: 375, height: 812 },
  launchOptions: fakeCameraLaunchOptions(foreignCode),
});

test('the scanner says a foreign code is not ours, is accessible, and closes with Escape', async ({
  page,
}) => {
  await page.goto('/fr-FR/installers/register/step/1');
  const open = page.getByRole('button', { name: 'Scanner le code de la plaque signalétique' });
  await open.click();
  const scanner = page.getByRole('dialog', { name: 'Scanner le code' });
  await expect(
    scanner.getByText(/Ce code ne contient pas de numéro de série Calora/),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(scanner).toBeHidden();
  await expect(open).toBeFocused();
  await expect(page.getByLabel('Numéro de série')).toHaveValue('');
});
