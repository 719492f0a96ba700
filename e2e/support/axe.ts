import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The serious and critical axe-core violations of the page once its requests have
 * settled, one line each. AxeBuilder runs axe through the DevTools protocol, so the app's
 * CSP (no inline scripts) needs no bypass. Legacy mode runs axe once in the page: our pages
 * have no frames, and the default mode opens a second page for every check, which doubles
 * its cost on a busy machine.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
