import type { APIRequestContext, Page } from '@playwright/test';
import type { PointsStatement } from '@pr/contracts/points';
import { expect, test } from '../../support/test';
import { checkAtBothWidths } from '../../support/check-at-widths';
import { newContextSignedInAs } from '../auth/stored-sign-in';

/**
 * A demo device made on 2026-01-01 and shipped on 2026-01-15 (demo-catalog.ts): installing
 * it in June 2025 is flagged by the rule "installed before it was made". No other test
 * registers 100000201–100000203.
 */
const SERIAL = '100000201';

const csrf = { cookie: 'XSRF-TOKEN=e2e', 'x-xsrf-token': 'e2e' };

/** The access token the signed-in browser keeps (oidc-client's cache in localStorage). */
async function accessTokenOf(page: Page): Promise<string> {
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('oidc.user:'))),
    )
    .toBe(true);
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:')) ?? '';
    return (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token: string }).access_token;
  });
}

/** This registration's entries in the installer company's points statement. */
async function pointsOf(request: APIRequestContext, token: string, registrationId: string) {
  const res = await request.get('/api/installations/points?limit=200', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const statement = (await res.json()) as PointsStatement;
  const own = statement.items.filter((entry) => entry.registrationId === registrationId);
  const sum = (state: string) =>
    own.filter((entry) => entry.state === state).reduce((total, entry) => total + entry.points, 0);
  return { held: sum('held'), available: sum('available') };
}

test('a flagged registration’s points show as held until staff accept it in the review queue', async ({
  browser,
  request,
}) => {
  // The signed-in installer registers a device installed before it was made.
  const installerContext = await newContextSignedInAs(browser, 'installer');
  const installer = await installerContext.newPage();
  await installer.goto('/fr-FR/partners/installations');
  const token = await accessTokenOf(installer);
  const registered = await request.put(`/api/${SERIAL}?locale=fr-FR`, {
    headers: { ...csrf, authorization: `Bearer ${token}` },
    data: {
      serialNumber: SERIAL,
      productModel: 'Radiateur',
      installationDate: '2025-06-02T00:00:00.000Z',
      installerCompany: {
        name: 'Dubois Chauffage SARL',
        email: 'contact@dubois-chauffage.example',
      },
      installationAddress: {
        street: 'Rue de Rivoli',
        houseNumber: '10',
        locality: 'Paris',
        postalCode: '75001',
        country: 'FR',
        addressSource: 'GoogleMaps',
      },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { registrationId } = (await registered.json()) as { registrationId: string };
  expect(await pointsOf(request, token, registrationId)).toEqual({ held: 50, available: 0 });
  // The installer's statement shows them held.
  await installer.goto('/fr-FR/partners/installations?view=points');
  const credits = installer.getByRole('row', { name: new RegExp(`Crédit.*${SERIAL}`) });
  await expect(credits).toHaveCount(1);
  await expect(credits).toContainText('Retenus');

  // Staff find it in "À vérifier", with its reasons in French.
  const page = await (await newContextSignedInAs(browser, 'staff')).newPage();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fr-FR/console/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'À vérifier' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'À vérifier' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: `N° de série ${SERIAL}` }),
  });
  await expect(card.getByText('Installé avant sa fabrication')).toBeVisible();
  await expect(card.getByText('Installé le 2 juin 2025, fabriqué le 1 janv. 2026.')).toBeVisible();
  await expect(card.getByText('Installé avant son expédition')).toBeVisible();
  await expect(card.getByText('50 points en attente')).toBeVisible();
  await checkAtBothWidths(page, 'reviews-queue', { fits: true, picture: 'page' });

  // Its detail page shows the flags too.
  await card.getByRole('link', { name: `N° de série ${SERIAL}` }).click();
  const flags = page.getByRole('region', { name: 'Signalements' });
  await expect(flags.getByText('Installé avant sa fabrication')).toBeVisible();
  await expect(flags.getByText('À vérifier', { exact: true }).first()).toBeVisible();
  await checkAtBothWidths(page, 'reviews-detail', { fits: true, picture: 'page' });
  await flags.getByRole('link', { name: 'Décider dans « À vérifier »' }).click();

  // Accepting asks first; the confirmation has the focus.
  await page.getByRole('button', { name: `Accepter l’enregistrement ${SERIAL}` }).click();
  const confirm = page.getByRole('button', { name: 'Oui, accepter' });
  await expect(confirm).toBeFocused();
  await checkAtBothWidths(page, 'reviews-confirm', { fits: true, picture: 'page' });
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Enregistrement ${SERIAL} accepté.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `N° de série ${SERIAL}` })).toHaveCount(0);

  // The installer's points for it are available now: the statement shows the release.
  expect(await pointsOf(request, token, registrationId)).toEqual({ held: 0, available: 50 });
  await installer.reload();
  await expect(credits).toHaveCount(2);
  await expect(credits.filter({ hasNotText: 'Retenus' })).toHaveCount(1);

  // The decision is in the audit log.
  await page.goto('/fr-FR/console/audit');
  await expect(page.getByRole('cell', { name: 'Signalement accepté' }).first()).toBeVisible();
  await installerContext.close();
});
