import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { checkAtBothWidths } from '../../support/check-at-widths';
import { expectProviderPage } from '../auth/provider-page';
import { signedInAs } from '../auth/stored-sign-in';
import { row } from './bulk-steps';

test.use({ viewport: { width: 1440, height: 900 } });

const NOT_AN_INSTALLER = 'Votre profil utilisateur n’est pas configuré en tant qu’installateur.';
const STEPS = [
  '/fr-FR/partners/bulk/step/2',
  '/fr-FR/partners/bulk/step/3',
  '/fr-FR/partners/bulk/step/4',
];

/** Bulk data as a reload finds it in session storage. */
async function storeBulkData(page: Page, data: object): Promise<void> {
  await page.evaluate((state) => {
    sessionStorage.setItem('bulkData', JSON.stringify({ state, version: 0 }));
  }, data);
}

test('every bulk page asks an anonymous visitor to sign in', async ({ page }) => {
  for (const path of ['/fr-FR/partners/bulk', ...STEPS, '/fr-FR/partners/bulk/finish']) {
    await page.goto(path);
    await expectProviderPage(page);
  }
});

test.describe(() => {
  test.use(signedInAs('owner'));

  test('the owner sees only the not-an-installer error, on every bulk step', async ({ page }) => {
    await page.goto('/fr-FR/partners/bulk');
    await expect(page).toHaveURL('/fr-FR/partners/bulk');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(NOT_AN_INSTALLER);
    // Only the error: no step frame, no paste area, nothing to go on with.
    await expect(main.getByRole('heading')).toHaveCount(0);
    await expect(main.getByRole('textbox')).toHaveCount(0);
    await expect(main.getByRole('button', { name: 'Continuer' })).toHaveCount(0);
    await checkAtBothWidths(page, 'the not-an-installer error');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Even with data in the session, steps 2 to 4 send him back to that error.
    await storeBulkData(page, {
      inputData: row('100000050', '15.03.2024', 'Rue de Rivoli', '10', '75001', 'Paris'),
      mappedColumns: {},
      parsedData: [],
      batchKey: '',
    });
    for (const path of STEPS) {
      await page.goto(path);
      await expect(page).toHaveURL('/fr-FR/partners/bulk');
      await expect(main.getByRole('alert')).toContainText(NOT_AN_INSTALLER);
    }
  });
});

test.describe(() => {
  test.use(signedInAs('installer'));

  test('an installer is sent back to the step whose data is missing', async ({ page }) => {
    await page.goto('/fr-FR/partners/bulk/step/2');
    // Nothing pasted yet: every step goes back to the paste step.
    await expect(page).toHaveURL('/fr-FR/partners/bulk');
    for (const path of STEPS) {
      await page.goto(path);
      await expect(page).toHaveURL('/fr-FR/partners/bulk');
    }

    const line = row('100000050', '15.03.2024', 'Rue de Rivoli', '10', '75001', 'Paris');
    const mapped = {
      '0': 'serialNumber',
      '1': 'installationDate',
      '2': 'street',
      '3': 'streetNumber',
      '4': 'zip',
      '5': 'city',
    };
    // Pasted but not mapped: steps 3 and 4 go back to the mapping.
    await storeBulkData(page, { inputData: line, mappedColumns: {}, parsedData: [], batchKey: '' });
    for (const path of STEPS.slice(1)) {
      await page.goto(path);
      await expect(page).toHaveURL('/fr-FR/partners/bulk/step/2');
    }
    // Mapped but not checked (no product name): step 4 goes back to the check.
    const unchecked = {
      serialNumber: '100000050',
      productName: '',
      installationDate: '15.03.2024',
      street: 'Rue de Rivoli',
      streetNumber: '10',
      zip: '75001',
      city: 'Paris',
    };
    await storeBulkData(page, {
      inputData: line,
      mappedColumns: mapped,
      parsedData: [unchecked],
      batchKey: '',
    });
    await page.goto('/fr-FR/partners/bulk/step/4');
    await expect(page).toHaveURL('/fr-FR/partners/bulk/step/3');
    await expect(page.getByText('Aucune erreur trouvée')).toBeVisible();

    // The finish page needs a sign-in only.
    await page.goto('/fr-FR/partners/bulk/finish');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Merci pour votre enregistrement!' }),
    ).toBeVisible();
  });
});
