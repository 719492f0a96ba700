import { expect, test } from '../../support/test';

test('the language menu lists 28 locales, switches language and remembers the choice', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fr-FR/');
  const toggle = page.getByRole('button', { name: 'Langue actuelle : France / Français' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('list', { name: 'Choisir la langue' });
  await expect(list.getByRole('link')).toHaveCount(28);
  await expect(list.getByRole('link', { name: 'France / Français' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await list.getByRole('link', { name: 'United Kingdom / English' }).click();
  await expect(page).toHaveURL('/en-GB');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Register your product and unlock rewards' }),
  ).toBeVisible();
  // The choice is kept: the next visit to the root opens in English.
  await page.goto('/');
  await expect(page).toHaveURL('/en-GB');
});

test('Escape closes the desktop language menu', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fr-FR/');
  const toggle = page.getByRole('button', { name: /Langue actuelle/ });
  await toggle.click();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
});

test('the mobile menu opens and closes with Escape and its close control', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/fr-FR/');
  const open = page.getByRole('button', { name: 'Ouvrir le menu' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Langue actuelle : France / Français')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /\// })).toHaveCount(28);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await dialog.getByRole('button', { name: 'Fermer le menu' }).click();
  await expect(dialog).toBeHidden();
});

test('the footer links to the installer landing and the legal pages', async ({ page }) => {
  await page.goto('/fr-FR/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2024');
  const integrity = footer.getByRole('link', { name: /Integrity Line/ });
  await expect(integrity).toHaveAttribute('target', '_blank');
  await expect(integrity).toHaveAttribute('href', /^https?:\/\//);
  for (const [name, path] of [
    ['Êtes-vous un installateur?', '/fr-FR/installers/lp'],
    ['Politique de confidentialité', '/fr-FR/privacy-policy'],
    ['Conditions d’utilisation', '/fr-FR/terms-of-use'],
    ['Mentions légales', '/fr-FR/imprint'],
  ] as const) {
    await footer.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(path);
  }
});

test('the header becomes sticky after 50 px of scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto('/fr-FR/privacy-policy');
  const bar = page.locator('header > div');
  await expect(bar).toHaveAttribute('data-sticky', 'false');
  await page.mouse.wheel(0, 40);
  await page.waitForTimeout(200);
  await expect(bar).toHaveAttribute('data-sticky', 'false');
  await page.mouse.wheel(0, 400);
  await expect(bar).toHaveAttribute('data-sticky', 'true');
  // The bar slides in; once settled it sits at the top of the viewport.
  await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
});

test('the logo leads to the landing of the current area', async ({ page }) => {
  await page.goto('/fr-FR/installers/register/step/2');
  await page.getByRole('link', { name: 'Calora – accueil' }).click();
  await expect(page).toHaveURL('/fr-FR/installers/lp');
});

test('any other path goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
  await page.goto('/fr-FR/nothing-here');
  await expect(page).toHaveURL('/fr-FR');
});

test('a product entry with digits redirects to step 1 with the serial', async ({ page }) => {
  await page.goto('/products/123');
  await expect(page).toHaveURL('/users/register/step/1?serialNumber=123');
  await page.goto('/fr-FR/products/908765401/7');
  await expect(page).toHaveURL('/fr-FR/users/register/step/1?serialNumber=908765401');
  await page.goto('/products/12x');
  await expect(page).toHaveURL('/');
});

test('scrolls to the top on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 600 });
  await page.goto('/fr-FR/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mentions légales' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('renders no routed content inside a frame', async ({ page }) => {
  await page.goto('/imprint');
  await page.setContent('<iframe src="/fr-FR/" title="frame" width="800" height="600"></iframe>');
  const frame = page.frameLocator('iframe');
  await expect(frame.getByRole('banner')).toBeVisible();
  await expect(frame.getByRole('main').getByRole('heading')).toHaveCount(0);
});
