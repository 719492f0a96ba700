import type { Page } from '@playwright/test';
import type { PointsStatement } from '@pr/contracts/points';
import { expect, test, waitingForApp } from '../../support/test';
import { checkAtBothWidths } from '../../support/check-at-widths';
import { DEMO_INSTALLER, signInOnProviderPage } from '../auth/provider-page';
import { newContextSignedInAs } from '../auth/stored-sign-in';
import { chooseAddress, chooseInstallerAndSignIn, submitInstallerReview } from './installer-steps';

/** Serials no other test registers (AURA radiators of the demo catalog). */
const SERIALS = ['100000121', '100000126', '100000131'] as const;
const CANCELLED = '100000126';
/** The demo catalog's installer loyalty incentive: 50 points per registered device. */
const POINTS = 50;

/** Steps 1 to 5 for `serial`, the demo installer signed in once (the first time here). */
async function registerAsInstaller(page: Page, serial: string, signIn: boolean) {
  // The serial of a QR link: looked up at once, in place of the flow's previous one.
  await page.goto(`/fr-FR/installers/register/step/1?serialNumber=${serial}`);
  await expect(page.getByLabel('Numéro de série')).toHaveValue(serial);
  await expect(page.getByRole('region', { name: 'Produit trouvé' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer le produit' }).click();
  if (signIn) {
    await chooseInstallerAndSignIn(page);
    await signInOnProviderPage(page, DEMO_INSTALLER);
  }
  // A signed-in installer goes straight on to the address.
  await expect(page).toHaveURL('/fr-FR/installers/register/step/3');
  await chooseAddress(page, 'Rue de Rivoli 10', /Rue de Rivoli 10/);
  await page.getByRole('button', { name: 'Choisir la date dans le calendrier' }).click();
  await expect(page.getByRole('dialog').locator('button[aria-current="date"]')).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL('/fr-FR/installers/register/step/5');
  if (!signIn) {
    // Step 5 with the consents accepted before: looked at on a phone and checked.
    await checkAtBothWidths(page, `step-5-accepted-${serial}`, { fits: true, picture: 'page' });
  }
  const answer = page.waitForResponse((r) => r.request().method() === 'PUT');
  const consents = await submitInstallerReview(page);
  // Agreed to once with the first device: the next ones are not asked again.
  if (!signIn) expect(consents).toBe('accepted');
  expect((await answer).status()).toBe(201);
  await expect(page).toHaveURL('/fr-FR/installers/register/thank-you');
}

/**
 * Opens the points view and answers the statement it shows. Other tests register for the
 * same demo company at the same time, so the test reasons about the entries it reads.
 */
async function openPoints(page: Page): Promise<PointsStatement> {
  const answer = page.waitForResponse((r) =>
    r.url().includes('/api/installations/points?limit=50'),
  );
  await page.goto('/fr-FR/partners/installations?view=points');
  const statement = (await (await answer).json()) as PointsStatement;
  await expect(page.getByRole('table', { name: 'Relevé de points' })).toBeVisible();
  return statement;
}

/** The available balance as the page shows it, in French digits. */
const shown = (points: number) => new Intl.NumberFormat('fr-FR').format(points);

/** The sum of the available points of the entries of `after` that `before` did not have. */
const newPoints = (before: PointsStatement, after: PointsStatement) => {
  const known = new Set(before.items.map((entry) => entry.id));
  return after.items
    .filter((entry) => !known.has(entry.id) && entry.state === 'available')
    .reduce((sum, entry) => sum + entry.points, 0);
};

test('the installer earns points for three devices, loses a cancelled one’s, and sees staff’s adjustment', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const [index, serial] of SERIALS.entries()) {
    await registerAsInstaller(page, serial, index === 0);
  }

  const earned = await openPoints(page);
  for (const serial of SERIALS) {
    expect(earned.items).toContainEqual(
      expect.objectContaining({
        kind: 'credit',
        state: 'available',
        points: POINTS,
        serialNumber: serial,
      }),
    );
    await expect(
      page.getByRole('row', { name: new RegExp(`Crédit.*\\+50.*${serial}`) }),
    ).toBeVisible();
  }
  const available = page.getByText('Points disponibles', { exact: true }).locator('..');
  await expect(available).toContainText(shown(earned.balance.available));
  await expect(page.getByText(/attendent la confirmation par e-mail/)).toBeVisible();
  await checkAtBothWidths(page, 'installer-points', { fits: true, picture: 'page' });

  // Staff cancel one of the three in the console.
  const staffContext = await newContextSignedInAs(browser, 'staff', {
    viewport: { width: 1440, height: 900 },
  });
  const staff = waitingForApp(await staffContext.newPage());
  await staff.goto(`/fr-FR/console/registrations?serial=${CANCELLED}`);
  await staff
    .getByRole('region', { name: 'Résultats' })
    .getByRole('link', { name: CANCELLED })
    .click();
  const cancelPanel = staff.getByRole('region', { name: 'Annuler cet enregistrement' });
  await cancelPanel.getByLabel('Motif').fill('Appareil retourné au grossiste');
  await staff.getByRole('button', { name: 'Annuler l’enregistrement' }).click();
  await cancelPanel.getByRole('button', { name: 'Annuler définitivement' }).click();
  await expect(staff.getByText('Annulé', { exact: true })).toBeVisible();

  const reversed = await openPoints(page);
  expect(reversed.items).toContainEqual(
    expect.objectContaining({ kind: 'reversal', points: -POINTS, serialNumber: CANCELLED }),
  );
  await expect(
    page.getByRole('row', {
      name: new RegExp(`Annulation.*50.*${CANCELLED}.*Appareil retourné au grossiste`),
    }),
  ).toBeVisible();
  // The balance dropped by the reversal (and rose by whatever other tests earned meanwhile).
  expect(reversed.balance.available).toBe(earned.balance.available + newPoints(earned, reversed));
  await expect(available).toContainText(shown(reversed.balance.available));

  // Staff adjust the company's balance, with a reason, on the console's points page.
  await staff.goto('/fr-FR/console/points');
  await expect(
    staff.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Points' }),
  ).toHaveAttribute('aria-current', 'page');
  const companies = staff.getByRole('table', { name: 'Soldes des entreprises' });
  await expect(companies).toBeVisible();
  await checkAtBothWidths(staff, 'console-points', { fits: true, picture: 'page' });
  await companies.getByRole('link', { name: 'Relevé de points de Dubois Chauffage SARL' }).click();
  await expect(staff.getByRole('heading', { name: 'Dubois Chauffage SARL' })).toBeVisible();
  await expect(staff.getByRole('table', { name: 'Relevé de points' })).toBeVisible();
  const adjust = staff.getByRole('region', { name: 'Ajuster le solde' });
  await adjust.getByLabel('Points', { exact: true }).fill('+30');
  await adjust.getByLabel('Motif de l’ajustement').fill('Salon Batimat 2026');
  await adjust.getByRole('button', { name: 'Ajuster les points de Dubois Chauffage SARL' }).click();
  await expect(adjust.getByRole('group')).toContainText(
    'Ajuster le solde de Dubois Chauffage SARL de +30 points ?',
  );
  await checkAtBothWidths(staff, 'console-points-company', { fits: true, picture: 'page' });
  await adjust.getByRole('button', { name: 'Confirmer l’ajustement' }).click();
  await expect(adjust.getByRole('status')).toContainText(
    /^Solde ajusté\s:\s[\d\s]+ points disponibles/,
  );
  await expect(
    staff.getByRole('row', { name: /Ajustement.*\+30.*Salon Batimat 2026/ }),
  ).toBeVisible();
  await staffContext.close();

  const adjusted = await openPoints(page);
  expect(adjusted.items).toContainEqual(
    expect.objectContaining({ kind: 'adjustment', points: 30, reason: 'Salon Batimat 2026' }),
  );
  expect(adjusted.balance.available).toBe(
    reversed.balance.available + newPoints(reversed, adjusted),
  );
  await expect(
    page.getByRole('row', { name: /Ajustement.*\+30.*Salon Batimat 2026/ }),
  ).toBeVisible();
  await expect(available).toContainText(shown(adjusted.balance.available));
});
