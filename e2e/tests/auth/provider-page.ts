import { expect, type Page } from '@playwright/test';

export const DEMO_INSTALLER = { email: 'installer@example.com', password: 'Installer-2024!' };
export const DEMO_OWNER = { email: 'owner@example.com', password: 'Owner-2024!' };

/** Waits for the embedded provider's page (`/idp/interaction/<uid>`). */
export async function expectProviderPage(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/idp\/interaction\/[\w-]+/);
}

/** Signs in on the provider's French page. */
export async function signInOnProviderPage(
  page: Page,
  account: { email: string; password: string },
): Promise<void> {
  await expectProviderPage(page);
  await page.getByLabel('E-mail', { exact: true }).fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** The desktop header's account toggle of a signed-in user. */
export function accountToggle(page: Page, name: string) {
  return page.getByRole('button', { name: `Compte de ${name}` });
}
