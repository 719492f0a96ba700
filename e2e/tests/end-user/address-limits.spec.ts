import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { CHECKED_WIDTHS } from '../../support/check-at-widths';
import { continueAsAnonymousOwner, lookUpSerial } from './registration-steps';

/*
 * The address-entry limits of docs/spec.md §9 that only a browser can measure: the map of a chosen
 * place (zoom 16, 270 px high) and the results panel (at most 256 px high, scrolling).
 */

async function atAddressStep(page: Page): Promise<void> {
  await page.goto('/fr-FR/users/register/step/1');
  await lookUpSerial(page, '908765401');
  await continueAsAnonymousOwner(page);
}

for (const width of CHECKED_WIDTHS) {
  test(`the chosen place shows on a map at zoom 16, 270 px high, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // Tiles come from the configured tile server; their addresses carry the zoom level.
    const zoomLevels = new Set<number>();
    await page.route(/\/\d+\/\d+\/\d+\.png(\?.*)?$/, async (route) => {
      const match = /\/(\d+)\/\d+\/\d+\.png/.exec(new URL(route.request().url()).pathname);
      if (match?.[1] !== undefined) zoomLevels.add(Number(match[1]));
      await route.fulfill({ status: 404 });
    });
    await atAddressStep(page);
    await page.getByLabel('Rechercher votre adresse').fill('Rue de Rivoli 10');
    await page
      .getByRole('button', { name: /Rue de Rivoli 10/ })
      .first()
      .click();

    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await expect.poll(async () => (await map.boundingBox())?.height).toBe(270);
    await expect.poll(() => [...zoomLevels]).toEqual([16]);
  });
}

test('the results panel is at most 256 px high and scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await atAddressStep(page);
  await page.getByLabel('Rechercher votre adresse').fill('Bahnhofstrasse');
  const results = page.getByRole('list', { name: 'Adresses trouvées' });
  await expect(results.getByRole('listitem')).not.toHaveCount(0);
  expect(await results.evaluate((list) => getComputedStyle(list).maxHeight)).toBe('256px');
  expect((await results.boundingBox())?.height).toBeLessThanOrEqual(256);
  // More places than fit: the panel scrolls instead of growing.
  expect(await results.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
});
