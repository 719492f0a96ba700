import { test as base, type Page } from '@playwright/test';
import { APP_LOADER_ATTRIBUTE, APP_READY_ATTRIBUTE } from '@pr/contracts';

export { expect } from '@playwright/test';

/**
 * A prerendered page is painted before the app's code loads (after that first paint), so
 * for a moment its buttons do nothing: a person is still reading, a test clicks at once.
 * Resolves once the app runs the page; at once on pages without the app loader (the app
 * shell, the identity provider's pages).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(
    ({ loader, ready }) =>
      document.querySelector(`script[${loader}]`) === null ||
      document.documentElement.hasAttribute(ready),
    { loader: APP_LOADER_ATTRIBUTE, ready: APP_READY_ATTRIBUTE },
  );
}

/** `page` whose `goto` and `reload` resolve once the app runs the page. */
export function waitingForApp(page: Page): Page {
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForApp(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForApp(page);
    return response;
  };
  return page;
}

/** Playwright's `test`, whose pages (every tab) wait for the app after a navigation (see above). */
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      context.pages().forEach(waitingForApp);
      context.on('page', waitingForApp);
    }
    await use(context);
  },
});
