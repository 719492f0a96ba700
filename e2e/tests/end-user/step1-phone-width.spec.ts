import { expect, test } from '../../support/test';

test.use({ viewport: { width: 375, height: 800 } });

// A found serial offers "Changer de numéro" beside the field: on a phone the field keeps its
// digits in view and nothing runs past the card, in French and in German's longer words.
for (const [locale, button] of [
  ['fr-FR', 'Changer de numéro'],
  ['de-DE', 'Nummer ändern'],
] as const) {
  test(`step 1 with a found serial fits a phone (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/users/register/step/1?serialNumber=908765401`);
    const change = page.getByRole('button', { name: button });
    await expect(change).toBeVisible();
    const field = page.locator('#serialNumber');
    // Every digit shows: the field is not narrower than its text.
    expect(
      await field.evaluate((input: HTMLInputElement) => input.scrollWidth <= input.clientWidth),
    ).toBe(true);
    const card = await page.getByRole('article').boundingBox();
    const box = await change.boundingBox();
    expect(box !== null && card !== null && box.x + box.width <= card.x + card.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });
}
