import type { Page } from '@playwright/test';
import { layoutShift } from '../../support/layout-shift';
import { expect, test } from '../../support/test';

function article(page: Page) {
  // The article lives in a shadow root; Playwright's locators pierce it.
  return page
    .getByRole('main')
    .locator('div')
    .filter({ has: page.locator('h2') })
    .first();
}

test('the privacy policy loads the French article and the cookie section', async ({ page }) => {
  await page.goto('/fr-FR/privacy-policy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '1. Responsable du traitement' }),
  ).toBeVisible();
  await expect(article(page)).toContainText('Calora Climatique SA');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Déclaration relative aux cookies' }),
  ).toBeVisible();
});

test('the terms of use load the German article at the default locale', async ({ page }) => {
  await page.goto('/terms-of-use');
  await expect(page.getByRole('heading', { level: 1, name: 'Nutzungsbedingungen' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: '1. Gegenstand des Dienstes' }),
  ).toBeVisible();
});

test('a locale without an article shows the pending text with a phone number', async ({ page }) => {
  await page.goto('/it-IT/privacy-policy');
  await expect(page.getByText(/sarà disponibile a breve/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute(
    'href',
    /^tel:/,
  );
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the imprint shows the configured company in Switzerland', async ({ page }) => {
  await page.goto('/fr-FR/imprint');
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Calora Climatique SA');
  await expect(main).toContainText('Suisse');
  await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(main).toContainText('TVA');
  await expect(main.getByRole('link', { name: '+41 21 555 01 00' })).toHaveAttribute(
    'href',
    'tel:+41215550100',
  );
  await expect(main).toContainText('+41 21 555 01 01');
});

test('the article’s arrival shifts nothing on a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/fr-FR/terms-of-use');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const shift = await layoutShift(page);
  expect(shift).toBeLessThan(0.01);
});
