import type { Page } from '@playwright/test';
import { expect, test } from '../../support/test';
import { DEMO_INSTALLER, signInOnProviderPage } from '../auth/provider-page';
import {
  chooseAddress,
  chooseInstallerAndSignIn,
  dateField,
  submitInstallerReview,
  todayIn,
  verifySerial,
} from './installer-steps';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * From step 1 to the date step, signed in as the demo installer. A serial of its own: once
 * registered, it is taken for everyone else's step 1.
 */
async function reachDateStep(page: Page): Promise<void> {
  await page.goto('/fr-FR/installers/register/step/1');
  await verifySerial(page, '100000051');
  await chooseInstallerAndSignIn(page);
  await signInOnProviderPage(page, DEMO_INSTALLER);
  await expect(page).toHaveURL('/fr-FR/installers/register/step/3');
  await chooseAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
}

/** Picks today in the calendar, submits, and answers the installation date that was sent. */
async function registerToday(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Choisir la date dans le calendrier' }).click();
  const today = page.getByRole('dialog').locator('button[aria-current="date"]');
  await expect(today).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/5');
  const request = page.waitForRequest((r) => r.method() === 'PUT');
  const answer = page.waitForResponse((r) => r.request().method() === 'PUT');
  await submitInstallerReview(page);
  const body = (await request).postDataJSON() as { installationDate: string };
  expect((await answer).ok()).toBe(true);
  await expect(page).toHaveURL('/fr-FR/installers/register/thank-you');
  return body.installationDate;
}

test.describe('west of UTC (Honolulu, UTC−10)', () => {
  test.use({ timezoneId: 'Pacific/Honolulu' });

  test('today is the local day at 00:00 UTC; the local tomorrow is refused', async ({ page }) => {
    await reachDateStep(page);
    const tomorrow = todayIn('Pacific/Honolulu', 1);
    await dateField(page).fill(tomorrow.text);
    await expect(page.getByText('La date ne peut pas être dans le futur.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuer' })).toBeDisabled();
    await dateField(page).fill('');
    const today = todayIn('Pacific/Honolulu');
    expect(await registerToday(page)).toBe(`${today.isoDay}T00:00:00.000Z`);
  });
});

test.describe('east of UTC (Tonga, UTC+13)', () => {
  test.use({ timezoneId: 'Pacific/Tongatapu' });

  test('today is the local day at 00:00 UTC, and the server takes it', async ({ page }) => {
    await reachDateStep(page);
    const today = todayIn('Pacific/Tongatapu');
    expect(await registerToday(page)).toBe(`${today.isoDay}T00:00:00.000Z`);
    await page.goto('/fr-FR/installers/register/step/4');
    await expect(dateField(page)).toHaveValue(today.text);
  });
});
