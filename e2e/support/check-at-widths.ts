import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './test';

/** The widths our pages are checked at: a phone's and a desktop's. */
export const CHECKED_WIDTHS = [375, 1440] as const;

export interface WidthCheck {
  /** What must be on screen before the checks, waited for at each width. */
  ready?: () => Promise<void>;
  /** Also: nothing wider than the screen (tables stack on a phone, long words wrap). */
  fits?: boolean;
  /** Keeps a picture `<name>-<width>.png` beside the test's results, of the page or the screen. */
  picture?: 'page' | 'screen';
}

/** At `width` (900 px high): axe finds no serious violation, and the checks asked for pass. */
export async function checkAtWidth(
  page: Page,
  name: string,
  width: number,
  { ready, fits = false, picture }: WidthCheck = {},
): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await ready?.();
  expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
  if (fits) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  if (picture !== undefined) {
    await page.screenshot({
      path: test.info().outputPath(`${name}-${width}.png`),
      fullPage: picture === 'page',
    });
  }
}

/** The same checks at a phone's width, then at a desktop's (where the page stays). */
export async function checkAtBothWidths(
  page: Page,
  name: string,
  check: WidthCheck = {},
): Promise<void> {
  for (const width of CHECKED_WIDTHS) await checkAtWidth(page, name, width, check);
}
