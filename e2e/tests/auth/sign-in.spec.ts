import { expect, test } from '../../support/test';
import {
  accountToggle,
  DEMO_INSTALLER,
  DEMO_OWNER,
  expectProviderPage,
  signInOnProviderPage,
} from './provider-page';

test.use({ viewport: { width: 1440, height: 900 } });

test('an installer signs in from a login-required step, comes back to it and logs out', async ({
  page,
}) => {
  // Step 3 needs a found product from step 1, kept in session storage (docs/spec.md §3).
  const lookup = await page.request.get('/api/devices/908765401/FR/fr');
  const product = (await lookup.json()) as unknown;
  await page.goto('/fr-FR/');
  await page.evaluate((productInformation) => {
    sessionStorage.setItem(
      'installerData',
      JSON.stringify({ state: { serialNumber: '908765401', productInformation }, version: 0 }),
    );
  }, product);

  const step3 = '/fr-FR/installers/register/step/3?x=1';
  await page.goto(step3);
  await expectProviderPage(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await signInOnProviderPage(page, DEMO_INSTALLER);

  await expect(page).toHaveURL(step3);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Adresse d’installation' }),
  ).toBeVisible();
  const toggle = accountToggle(page, 'Marie Dubois');
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Connecté en tant que' });
  await expect(panel.getByText('Dubois Chauffage SARL')).toBeVisible();

  // The provider ends its session and sends the browser back to the site root, which goes
  // on to the root of the language the user signed out from.
  const providerLogout = page.waitForRequest((request) =>
    request.url().includes('/idp/session/end'),
  );
  const backAtRoot = page.waitForRequest(
    (request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/',
  );
  await panel.getByRole('button', { name: 'Déconnexion' }).click();
  await providerLogout;
  await backAtRoot;
  await page.waitForLoadState();
  await expect(page).toHaveURL('/fr-FR');
  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Compte de/ })).toHaveCount(0);

  // The token cache is gone too: a reload stays anonymous.
  const cached = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('oidc.user:')),
  );
  expect(cached).toEqual([]);

  // The provider's own session ended too: signing in again asks for the password.
  await page.getByRole('button', { name: 'Connexion' }).click();
  await expectProviderPage(page);
});

test('the owner signs in with Connexion, returns to the same page and stays signed in', async ({
  page,
}) => {
  const start = '/fr-FR/imprint?from=e2e';
  await page.goto(start);
  await page.getByRole('button', { name: 'Connexion' }).click();
  await signInOnProviderPage(page, DEMO_OWNER);

  await expect(page).toHaveURL(start);
  await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
  await expect(accountToggle(page, 'Jean Martin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Connexion' })).toHaveCount(0);

  await page.goto('/fr-FR/partners');
  await expect(page.getByText('Le service fonctionne normalement.')).toBeVisible();
  await expect(page.getByText('Type d’utilisateur : client final (1)')).toBeVisible();

  // The token cache survives a reload: no new trip to the provider.
  await page.reload();
  await expect(page).toHaveURL('/fr-FR/partners');
  await expect(page.getByText('Type d’utilisateur : client final (1)')).toBeVisible();
  await expect(accountToggle(page, 'Jean Martin')).toBeVisible();
});
