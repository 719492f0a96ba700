import { seriousViolations } from '../../support/axe';
import { expect, test } from '../../support/test';

// The languages whose words run longest; their texts must fit a phone as the French do.
const LOCALES = ['fi-FI', 'hu-HU', 'de-DE'];
const PAGES = ['', 'users/register/step/1', 'users/register/step/2', 'installers/lp'];

test.use({ viewport: { width: 375, height: 812 } });

for (const locale of LOCALES) {
  for (const page of PAGES) {
    const url = `/${locale}/${page}`;
    test(`${url} at 375 px clips no button or heading and has no serious violation`, async ({
      page: tab,
    }) => {
      await tab.goto(url);
      await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
      // An element clips when its content is wider than its box, or its box leaves the screen.
      const clipped = await tab
        .locator(
          'button:visible, a.button:visible, h1:visible, h2:visible, h3:visible, label:visible',
        )
        .evaluateAll((elements) =>
          elements
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return (
                element.scrollWidth > element.clientWidth + 1 || box.right > window.innerWidth + 1
              );
            })
            .map((element) => `${element.tagName} "${element.textContent?.trim() ?? ''}"`),
        );
      expect(clipped).toEqual([]);
      expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      expect(await seriousViolations(tab)).toEqual([]);
    });
  }
}
