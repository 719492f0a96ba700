import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/test';

/*
 * The first tap on a phone (docs/decisions/009-how-pages-wake-up.md): a server-rendered page
 * is on screen before its code, and a tap made then is handled exactly once, by the plain page
 * or by the app, never lost and never with the serial thrown away. Each try is a fresh tab on
 * a phone with a CPU four times slower, tapping as soon as the control shows, as a person does
 * and as a black-box suite does (no waiting for the app).
 */

const TRIES = 3;
const SERIAL = '908765401';

/** A fresh phone-sized tab whose CPU is `slowdown` times slower; navigations do not wait. */
async function slowPhone(browser: Browser, slowdown = 4) {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) documents.push(new URL(request.url()).search);
  });
  return { page, documents, close: () => context.close() };
}

/** Opens `path` and gives back `control` as soon as it shows, the app maybe not yet running. */
async function asSoonAsShown(page: Page, path: string, control: (page: Page) => Locator) {
  await page.goto(path, { waitUntil: 'commit' });
  const locator = control(page);
  await locator.waitFor();
  return locator;
}

const storedSerial = (page: Page, key: string) =>
  page.evaluate((storageKey) => {
    const stored = sessionStorage.getItem(storageKey);
    if (stored === null) return null;
    return (JSON.parse(stored) as { state: { serialNumber?: string } }).state.serialNumber;
  }, key);

test.describe('the first tap on a slow phone', () => {
  test.setTimeout(120_000);

  test('"Continuer" on the page a QR code opens goes to step 2 with the serial', async ({
    browser,
  }) => {
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const { page, documents, close } = await slowPhone(browser);
      const next = await asSoonAsShown(
        page,
        `/fr-FR/users/register/step/1?serialNumber=${SERIAL}`,
        (p) => p.getByRole('button', { name: 'Continuer' }),
      );
      await next.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Qui enregistre?' })).toBeVisible();
      expect(await storedSerial(page, 'endUserData')).toBe(SERIAL);
      // Never the plain form sent without its serial.
      expect(documents.filter((search) => !search.includes(SERIAL))).toEqual([]);
      await close();
    }
  });

  test('a serial typed and sent on step 1 at once is looked up once', async ({ browser }) => {
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const { page, close } = await slowPhone(browser);
      const lookUps: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/api/devices/${SERIAL}/FR/fr`)) lookUps.push(request.url());
      });
      const field = await asSoonAsShown(page, '/fr-FR/users/register/step/1', (p) =>
        p.getByLabel('Numéro de série'),
      );
      await field.fill(SERIAL);
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
      await expect(page.getByLabel('Numéro de série')).toHaveValue(SERIAL);
      expect(lookUps).toHaveLength(1);
      await close();
    }
  });

  test('an installer’s serial typed and checked at once is looked up', async ({ browser }) => {
    for (let attempt = 0; attempt < TRIES; attempt += 1) {
      const { page, close } = await slowPhone(browser);
      const field = await asSoonAsShown(page, '/fr-FR/installers/register/step/1', (p) =>
        p.getByLabel('Numéro de série'),
      );
      await field.fill(SERIAL);
      await page.getByRole('button', { name: 'Vérifier le numéro de série' }).click();
      await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
      await close();
    }
  });

  test('a form sent while the app cannot start goes the plain way, with its serial', async ({
    browser,
  }) => {
    const { page, documents, close } = await slowPhone(browser, 1);
    // The app's code never arrives: the loader lets go of what it held.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    const next = await asSoonAsShown(
      page,
      `/fr-FR/users/register/step/1?serialNumber=${SERIAL}`,
      (p) => p.getByRole('button', { name: 'Continuer' }),
    );
    await next.click();
    await expect(page).toHaveURL(`/fr-FR/users/register/step/2?serialNumber=${SERIAL}`);
    expect(documents).toEqual([`?serialNumber=${SERIAL}`, `?serialNumber=${SERIAL}`]);
    await close();
  });
});
