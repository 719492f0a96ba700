import { expect, test } from '../../support/test';

test('an anonymous visitor’s landing asks for no config and loads neither the sign-in client nor zod', async ({
  page,
}) => {
  const requested: string[] = [];
  const scripts: Promise<{ path: string; code: string }>[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const path = new URL(response.url()).pathname;
    scripts.push(response.text().then((code) => ({ path, code })));
  });
  await page.goto('/fr-FR/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Nor inside another chunk: step 2's loader once pulled the serial's schema, and zod with
  // it, into the route table's start-up code (23 kB more for every page).
  const withZod = (await Promise.all(scripts)).filter(({ code }) => code.includes('ZodError'));
  expect(withZod.map(({ path }) => path)).toEqual([]);

  expect(requested).not.toContain('/api/config');
  expect(requested.filter((path) => /user-manager-[\w-]+\.js$/.test(path))).toEqual([]);
  // zod lives in the chunk of the schemas' module.
  expect(requested.filter((path) => /product-information-[\w-]+\.js$/.test(path))).toEqual([]);
  // The start-up's modules come in a few chunks (the entry, our code, three of libraries,
  // the page, the catalogs, the vitals reporter), not one file per shared module: 19 before.
  expect(requested.filter((path) => path.endsWith('.js')).length).toBeLessThanOrEqual(12);
});

test('step 1 fetches the later steps’ code once the product is found, not before', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const laterSteps = () => requested.filter((path) => /end-user-step-page-[\w-]+\.js$/.test(path));
  await page.goto('/fr-FR/users/register/step/1');
  await page.waitForLoadState('networkidle');
  expect(laterSteps()).toEqual([]);

  await page.getByLabel('Numéro de série').fill('908765401');
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
  await expect.poll(() => laterSteps().length).toBe(1);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Qui enregistre?' })).toBeVisible();
});

test('a page that is not prerendered loads its code beside the catalog, not after it', async ({
  page,
}) => {
  // A slow catalog makes a waterfall visible: whatever waits for it starts later.
  let catalogAnsweredAt = Number.POSITIVE_INFINITY;
  await page.route(/\/assets\/fr-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    catalogAnsweredAt = Math.min(catalogAnsweredAt, Date.now());
    await route.continue();
  });
  const startedAt = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!startedAt.has(pathname)) startedAt.set(pathname, Date.now());
  });
  await page.goto('/fr-FR/users/register/step/2');
  await expect(page.getByRole('progressbar')).toBeVisible();
  const pageCode = [...startedAt].find(([path]) => /end-user-step-page-[\w-]+\.js$/.test(path));
  expect(pageCode?.[1]).toBeLessThan(catalogAnsweredAt);
});

test('a landing downloads its own language’s catalog and no other', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/pl-PL/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Catalog chunks are named after their language file: pl-<hash>.js.
  const catalogs = requested.filter((path) => /\/assets\/[a-z]{2}-[\w-]+\.js$/.test(path));
  expect(catalogs.map((path) => path.replace(/^\/assets\/([a-z]{2})-.*$/, '$1'))).toEqual(['pl']);
});

test('the landing runs React DOM’s production build, and no Preact', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text());
  });
  await page.goto('/fr-FR/');
  await page.waitForLoadState('networkidle');
  const code = await Promise.all(scripts);
  // React's production builds point their minified errors to react.dev/errors.
  expect(code.some((text) => text.includes('https://react.dev/errors/'))).toBe(true);
  expect(code.filter((text) => /preact/i.test(text))).toEqual([]);
});
