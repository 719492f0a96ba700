import type { Browser, Page } from '@playwright/test';
import { layoutShift } from '../../support/layout-shift';
import { expect, test, waitForApp } from '../../support/test';

const LANDING_HEADING = 'Enregistrez votre produit et débloquez des récompenses';

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing is painted by the server, styled, with its title and description', async ({
    page,
  }) => {
    await page.goto('/fr-FR/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
    await expect(page).toHaveTitle('Enregistrez votre produit · Calora');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /numéro de série/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr-FR$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de-DE"]')).toHaveAttribute(
      'href',
      /\/de-DE$/,
    );
    // The page's own stylesheet and the brand colours came with the HTML.
    const cta = page.getByRole('link', { name: /Enregistrer mon produit/ });
    await expect(cta).toHaveCSS('background-color', 'rgb(194, 65, 12)');
    await expect(cta).toHaveAttribute('href', '/fr-FR/users/register/step/1');
  });

  test('step 1’s serial number form works as a plain form: the server looks the serial up', async ({
    page,
  }) => {
    await page.goto('/fr-FR/users/register/step/1');
    await page.getByLabel('Numéro de série').fill('908765401');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page).toHaveURL('/fr-FR/users/register/step/1?serialNumber=908765401');
    const found = page.getByRole('region', { name: 'Produit trouvé' });
    await expect(found).toBeVisible();
    await expect(found).toContainText('Radiateur');
    // "Continuer" goes on to step 2 with the serial, never an empty query.
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL('/fr-FR/users/register/step/2?serialNumber=908765401');

    // The page a QR code opens continues the same way.
    await page.goto('/fr-FR/users/register/step/1?serialNumber=908765401');
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL('/fr-FR/users/register/step/2?serialNumber=908765401');

    // Sent empty, the server answers with the field's message.
    await page.goto('/fr-FR/users/register/step/1');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByText('Ce champ est requis')).toBeVisible();

    await page.goto('/fr-FR/users/register/step/1');
    await page.getByLabel('Numéro de série').fill('123456789');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByLabel('Numéro de série')).toHaveValue('123456789');
    await expect(page.getByText('Numéro de série invalide')).toBeVisible();
  });

  test('step 1, the installer landing and the legal pages are painted too', async ({ page }) => {
    await page.goto('/fr-FR/users/register/step/1');
    await expect(page.getByLabel('Numéro de série')).toBeVisible();
    await page.goto('/fr-FR/installers/lp');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Enregistrez les produits que vous installez' }),
    ).toBeVisible();
    await page.goto('/de-DE/imprint');
    await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  });
});

/** Watches the landing's heading from the first parse: was it ever taken out of the page? */
async function watchHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { removed: false, first: null as Element | null };
    Object.assign(window, { headingWatch: state });
    new MutationObserver(() => {
      state.first ??= document.querySelector('h1');
      if (state.first !== null && !state.first.isConnected) state.removed = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

test('the app takes over the prerendered landing without replacing it or shifting it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await watchHeading(page);
  await page.goto('/fr-FR/');
  await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADING })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Hydrated: the menu, which needs the app, opens.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();

  const shift = await layoutShift(page);
  const { removed, sameHeading, titles } = await page.evaluate(() => {
    const watch = (window as unknown as { headingWatch: { removed: boolean; first: Element } })
      .headingWatch;
    return {
      removed: watch.removed,
      sameHeading: watch.first === document.querySelector('h1'),
      titles: document.querySelectorAll('title').length,
    };
  });
  expect(removed).toBe(false);
  expect(sameHeading).toBe(true);
  expect(shift).toBeLessThan(0.01);
  expect(titles).toBe(1);
  expect(errors).toEqual([]);

  // The router runs: a click goes to step 1 in the page, and the title follows.
  await page.getByRole('button', { name: 'Fermer le menu' }).click();
  await page.getByRole('link', { name: /Enregistrer mon produit/ }).click();
  await expect(page).toHaveURL('/fr-FR/users/register/step/1');
  await expect(page).toHaveTitle('Numéro de série · Calora');
});

/**
 * A tab of its own, whose navigations do not wait for the app, with the app's entry module
 * held back until `release` is called: the prerendered page is on screen, its code is not.
 * `cpuSlowdown` makes it a slow phone.
 */
async function heldBack(browser: Browser, url: string, { cpuSlowdown = 1, width = 1280 } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 740 } });
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Not until "load": the loader adds the held module after the first frame, which can come
  // before the load event, and a pending module script holds that event back.
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  return { page, release };
}

test('a serial typed before the app takes over step 1 is kept and looked up', async ({
  browser,
}) => {
  const { page, release } = await heldBack(browser, '/fr-FR/users/register/step/1');
  await page.getByLabel('Numéro de série').fill('908765401');
  release();
  await waitForApp(page);
  await expect(page.getByLabel('Numéro de série')).toHaveValue('908765401');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
  await page.context().close();
});

test('a tap on the menu before the app runs is not lost, on a phone 20 times slower', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // On a slow phone the menu button is on screen seconds before the code that handles it.
  const { page, release } = await heldBack(browser, '/fr-FR/', { cpuSlowdown: 20, width: 375 });
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(
    false,
  );
  release();
  await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeVisible({
    timeout: 90_000,
  });
  await page.context().close();
});

test.describe('what a visitor did before the app took over step 1 holds after it', () => {
  test('a field emptied and left says it is required', async ({ browser }) => {
    const { page, release } = await heldBack(browser, '/fr-FR/users/register/step/1');
    const field = page.getByLabel('Numéro de série');
    await field.fill('9087');
    await field.fill('');
    await field.blur();
    release();
    await waitForApp(page);
    await expect(page.getByText('Ce champ est requis')).toBeVisible();
    await page.context().close();
  });

  test('an installer’s serial typed early can be checked at once, the focus kept', async ({
    browser,
  }) => {
    const { page, release } = await heldBack(browser, '/fr-FR/installers/register/step/1');
    const field = page.getByLabel('Numéro de série');
    await field.fill('908765401');
    release();
    await waitForApp(page);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('908765401');
    await expect(page.getByRole('button', { name: 'Vérifier le numéro de série' })).toBeEnabled();
    await page.context().close();
  });
});

test('a QR code’s link shows the product before the app runs, and the app takes it over', async ({
  page,
}) => {
  await watchHeading(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/fr-FR/users/register/step/1?serialNumber=908765401');
  await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
  const removed = await page.evaluate(
    () => (window as unknown as { headingWatch: { removed: boolean } }).headingWatch.removed,
  );
  expect(removed).toBe(false);
  expect(errors).toEqual([]);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Qui enregistre?' })).toBeVisible();
});
