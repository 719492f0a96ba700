import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { signInOnProviderPage } from '../auth/provider-page';
import { signedInAs } from '../auth/stored-sign-in';
import { registerAnonymously, reportWebVitals, STAFF } from './console-steps';

test.use({ viewport: { width: 1440, height: 900 } });

// Staff open the console signed in already (e2e/tests/auth/sign-in.setup.ts).
test.describe(() => {
  test.use(signedInAs('staff'));

  test('the overview draws the last 90 days as charts, with every figure in a table too', async ({
    page,
    request,
  }) => {
    // At least one registration today, whatever ran before.
    const registered = await registerAnonymously(
      request,
      '100000179',
      `overview-${Date.now()}@example.com`,
    );
    expect(registered.status()).toBe(201);
    // Field data of pages with long route patterns: the widest the table gets.
    for (const route of ['/products/:serialNumber/:code', '/installers/register/step/1']) {
      expect((await reportWebVitals(request, route)).status()).toBe(204);
    }

    await page.goto('/fr-FR/console/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Vue d’ensemble' })).toBeVisible();
    const perDay = page.getByRole('figure', { name: 'Enregistrements par jour et par canal' });
    await expect(perDay.locator('.recharts-bar-rectangle').first()).toBeVisible();
    // The same figures for screen readers: a table per chart.
    const countries = page.getByRole('table', { name: 'Enregistrements par pays' });
    await expect(countries.getByRole('row', { name: /^FR \d+$/ })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Taux de confirmation' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('overview-1440.png'), fullPage: true });
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(perDay.locator('.recharts-bar-rectangle').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('overview-768.png'), fullPage: true });
  });

  test('a visit reports its Core Web Vitals when left, and the overview shows them at p75 per page', async ({
    page,
  }) => {
    await page.goto('/fr-FR/console/overview');
    const vitals = page.getByRole('region', { name: 'Expérience des visiteurs (Core Web Vitals)' });
    await expect(vitals).toBeVisible();
    const imprint = vitals.getByRole('row', { name: /^\/imprint / });
    const samples = async () =>
      (await imprint.count()) === 0
        ? 0
        : Number((await imprint.getByRole('cell').last().innerText()).replace(/\D/g, ''));
    const before = await samples();

    const library = page.waitForResponse(/\/assets\/web-vitals-[\w-]+\.js$/);
    await page.goto('/fr-FR/imprint');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await library;
    // An input ends the largest-paint observation; leaving the page hides it, and the report
    // goes out as it unloads (keepalive), where Playwright no longer sees requests.
    await page.keyboard.press('Tab');
    // The report may land after the overview asked for its figures: ask again until it shows.
    await expect
      .poll(async () => {
        await page.goto('/fr-FR/console/overview');
        await expect(vitals).toBeVisible();
        return samples();
      })
      .toBeGreaterThan(before);
    // Each figure says how many measurements it rests on.
    await expect(imprint.getByRole('cell').first()).toHaveText(
      /^\d+,\d\ss\s(bon|à améliorer|mauvais)\s*\d+\smesures?$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the funnel counts a QR code opened in the browser, with each stage’s conversion and a CSV', async ({
  page,
}) => {
  // A rating plate's QR code: step 1 with the serial, looked up at once, its step counted. The
  // visitor is anonymous; staff sign in on the provider's page afterwards, in the same browser.
  await page.goto('/fr-FR/users/register/step/1?serialNumber=908765401');
  await expect(page.getByRole('progressbar')).toBeVisible();

  await page.goto('/fr-FR/console/overview');
  await signInOnProviderPage(page, STAFF);
  const funnel = page.getByRole('region', { name: 'Parcours d’enregistrement' });
  const table = funnel.getByRole('table', { name: 'Parcours d’enregistrement' });
  // QR codes opened are a way into the chain, beside it; the chain starts at step 1.
  const entries = funnel.getByRole('table', { name: 'Entrées du parcours' });
  // Signed in (the provider's redirect done) before the page is asked for again.
  await expect(table).toBeVisible();
  const count = async (stage: string, within = table) =>
    Number(
      (
        await within
          .getByRole('row', { name: new RegExp(`^${stage}`) })
          .getByRole('cell')
          .first()
          .innerText()
      ).replace(/\D/g, ''),
    );
  // The counts reach the database within seconds of the visit: ask again until they show.
  await expect
    .poll(
      async () => {
        await page.goto('/fr-FR/console/overview');
        await expect(table).toBeVisible();
        return Math.min(await count('Code QR ouvert', entries), await count('Étape 1 atteinte'));
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(0);
  // French puts a no-break space before the colon.
  await expect(funnel.getByText(/^Liens de confirmation expirés\s:\s\d+/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await funnel.screenshot({ path: test.info().outputPath('funnel-1440.png') });

  await funnel.getByLabel('Canal').selectOption({ label: 'Installateur' });
  await expect(
    entries
      .getByRole('row', { name: /^Code QR ouvert/ })
      .getByRole('cell')
      .first(),
  ).toHaveText('—');
  const download = page.waitForEvent('download');
  await funnel.getByRole('button', { name: 'Exporter en CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^funnel-\d{4}-\d\d-\d\d\.csv$/);

  await page.setViewportSize({ width: 375, height: 800 });
  await expect(table).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await funnel.screenshot({ path: test.info().outputPath('funnel-375.png') });
});
