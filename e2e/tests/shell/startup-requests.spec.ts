import { expect, test } from '@playwright/test';

test('the catalog and the page code load while the config is on its way, not after it', async ({
  page,
}) => {
  // A slow config answer makes a waterfall visible: whatever waits for it starts later.
  let configAnsweredAt = Number.POSITIVE_INFINITY;
  await page.route('**/api/config', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    configAnsweredAt = Date.now();
    await route.continue();
  });
  const startedAt = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!startedAt.has(pathname)) startedAt.set(pathname, Date.now());
  });
  const firstStart = (pattern: RegExp) =>
    Math.min(...[...startedAt].filter(([path]) => pattern.test(path)).map(([, at]) => at));

  await page.goto('/fr-FR/users/register/step/1');
  await expect(page.getByLabel('Numéro de série')).toBeVisible();

  expect(firstStart(/^\/assets\/fr-[\w-]+\.js$/)).toBeLessThan(configAnsweredAt);
  expect(firstStart(/^\/assets\/end-user-step-page-[\w-]+\.js$/)).toBeLessThan(configAnsweredAt);
});
