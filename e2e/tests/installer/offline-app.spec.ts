import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';

test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 812 } });

/** How many pages and installer files the service worker keeps so far. */
function keptForOffline(page: Page) {
  return page.evaluate(async () => {
    let pages = 0;
    let assets = 0;
    for (const name of await caches.keys()) {
      const count = (await (await caches.open(name)).keys()).length;
      if (name.startsWith('pages-')) pages += count;
      if (name === 'assets') assets += count;
    }
    return { pages, assets };
  });
}

test('the installer pages open without signal after one visit, and the app can be installed', async ({
  page,
  context,
}) => {
  await page.goto('/fr-FR/installers/lp');
  await expect(page.getByText('Rapide et simple')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(async () => (await keptForOffline(page)).pages, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect((await keptForOffline(page)).assets).toBeGreaterThan(10);

  // What Chromium asks before it offers to install: a manifest with icons, a service worker.
  // A test's browser context is a private window, which no app is installed from.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);

  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(new URL(request.url()).pathname));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Rapide et simple')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Accédez à des services exclusifs' }),
  ).toBeVisible();
  // A page of the flow not opened before starts from the kept files too.
  await page.getByRole('link', { name: /Commencer l’enregistrement/ }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/1');
  await expect(page.getByLabel('Numéro de série')).toBeVisible();
  // Only what needs the server failed: nothing the pages are made of.
  expect(failed.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  await context.setOffline(false);
});
