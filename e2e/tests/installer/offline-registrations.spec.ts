import type { Page } from '@playwright/test';
import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';
import { DEMO_INSTALLER, signInOnProviderPage } from '../auth/provider-page';
import { signedInAs } from '../auth/stored-sign-in';
import {
  DEMO_COMPANY,
  demoAddress,
  expectStoredFromBulk,
  mapColumnsInTemplateOrder,
  pasteIntoBulkArea,
  row,
  serialRange,
} from '../bulk/bulk-steps';
import {
  chooseAddress,
  chooseInstallerAndSignIn,
  dateField,
  submitInstallerReview,
  todayIn,
  verifySerial,
} from './installer-steps';
import { storedRegistrationsOf } from './stored-registrations';

// An installer in France: the phone's day is the day typed, even when UTC is still on yesterday.
test.use({ timezoneId: 'Europe/Paris' });

// The service worker keeps the installer pages, so a reload without signal still opens them.
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 812 } });

const SINGLE = '100000052';

/** Installer step 1 of `serial` to step 5, signing the demo installer in at step 2. */
async function reachReview(page: Page, serial: string): Promise<void> {
  await page.goto('/fr-FR/installers/register/step/1');
  await verifySerial(page, serial);
  await chooseInstallerAndSignIn(page);
  await signInOnProviderPage(page, DEMO_INSTALLER);
  await expect(page).toHaveURL('/fr-FR/installers/register/step/3');
  await chooseAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
  await dateField(page).fill(todayIn('Europe/Paris').text);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/5');
}

/** Bulk steps 1 to 3 with `serials`, one row each, checked and ready to submit. */
async function checkBulkRows(page: Page, serials: readonly string[]): Promise<void> {
  await page.goto('/fr-FR/partners/bulk');
  await expect(page.getByLabel('Données du tableur')).toBeVisible();
  const lines = serials.map((serial, index) => row(serial, '15.03.2024', ...demoAddress(index)));
  await pasteIntoBulkArea(page, `\n${lines.join('\r\n')}\r\n`);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/2');
  await mapColumnsInTemplateOrder(page);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/partners/bulk/step/3');
  await expect(page.getByText('Aucune erreur trouvée')).toBeVisible();
}

/** The service worker controls the page and keeps the installer files (one visit online). */
async function keepInstallerPagesForOffline(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      timeout: 20_000,
    })
    .toBe(true);
  await expect
    .poll(
      () =>
        page.evaluate(async () => (await caches.keys()).some((name) => name.startsWith('pages-'))),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

test('without signal, a registration and a 20-row batch wait on the phone, survive a reload and are stored once each when the signal returns', async ({
  page,
  context,
}) => {
  test.slow();
  const batch = serialRange(100000073, 100000092);
  // One tab at step 5 of a single registration, another at bulk step 3 with its rows checked.
  await reachReview(page, SINGLE);
  await keepInstallerPagesForOffline(page);
  const bulkTab = await context.newPage();
  await checkBulkRows(bulkTab, batch);

  // In the cellar: no signal. Both submissions wait on the phone.
  await context.setOffline(true);
  await submitInstallerReview(page);
  await expect(page).toHaveURL('/fr-FR/partners/outbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Envois en attente' })).toBeVisible();
  await expect(page.getByText('1 enregistrement à envoyer')).toBeVisible();
  await expect(page.getByText('Pas de connexion pour l’instant')).toBeVisible();

  await bulkTab.getByRole('button', { name: 'Soumettre des données' }).click();
  await expect(bulkTab).toHaveURL('/fr-FR/partners/outbox');
  await expect(bulkTab.getByText('2 enregistrements à envoyer')).toBeVisible();
  // The other tab follows.
  await expect(page.getByText('2 enregistrements à envoyer')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Envois en attente : 2' })).toBeVisible();
  await bulkTab.close();
  const list = page.getByRole('list', { name: 'Enregistrements gardés sur cet appareil' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Import en masse : 20 lignes')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing is lost on a reload without signal.
  await page.reload();
  await expect(page.getByText('2 enregistrements à envoyer')).toBeVisible();
  await expect(list.getByText('En attente d’envoi')).toHaveCount(2);
  expect(await storedRegistrationsOf([SINGLE, ...batch])).toEqual([]);

  // The signal returns: both go by themselves, and each says how it ended.
  await context.setOffline(false);
  await expect(page.getByText('Rien n’attend d’être envoyé.')).toBeVisible({ timeout: 30_000 });
  await expect(list.getByText('Enregistré', { exact: true })).toBeVisible();
  await expect(
    list.getByText('20 appareils enregistrés · 0 déjà enregistré par vous'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Envois en attente : 0' })).toBeVisible();

  const stored = await storedRegistrationsOf([SINGLE, ...batch]);
  expect(stored).toHaveLength(21);
  expect(new Set(stored.map((registration) => registration.serial_number)).size).toBe(21);
  await expectStoredFromBulk(batch, DEMO_COMPANY, () => '2024-03-15');
  expect(stored.find((registration) => registration.serial_number === SINGLE)).toMatchObject({
    registrant_type: 2,
    channel: 'web',
  });

  // Another visit sends nothing more.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Envoyer maintenant' })).toBeDisabled();
  expect(await storedRegistrationsOf([SINGLE, ...batch])).toHaveLength(21);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe(() => {
  test.use(signedInAs('installer'));

  test('a connection that drops in the middle of the upload keeps the batch, which is then stored once', async ({
    page,
  }) => {
    test.slow();
    const batch = serialRange(100000093, 100000100);
    await page.goto('/fr-FR/partners/bulk');
    await checkBulkRows(page, batch);

    // The upload reaches the server, but the answer never comes back to the phone.
    let dropped = 0;
    await page.route('**/api/devices/batch?**', async (route) => {
      if (dropped > 0) return route.continue();
      dropped += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Soumettre des données' }).click();
    await expect(page).toHaveURL('/fr-FR/partners/outbox');
    // The outbox asks the server for the batch by its key: stored already, so the rows do not go
    // out again, and the list says so.
    await expect(
      page.getByText('8 appareils enregistrés · 0 déjà enregistré par vous'),
    ).toBeVisible({
      timeout: 30_000,
    });
    expect(dropped).toBe(1);
    await expectStoredFromBulk(batch, DEMO_COMPANY, () => '2024-03-15');
  });
});
