import { expect, test } from '../../support/test';
import { checkAtWidth } from '../../support/check-at-widths';
import { DEMO_INSTALLER, signInOnProviderPage } from '../auth/provider-page';

test.use({ viewport: { width: 1440, height: 900 } });

test('a signed-in installer goes round their own navigation, on a desktop and on a phone, in French and German', async ({
  page,
}) => {
  await page.goto('/fr-FR/installers/lp');
  // An anonymous visitor has no installer navigation.
  const nav = page.getByRole('navigation', { name: 'Espace installateur' });
  await expect(page.getByRole('button', { name: 'Connexion' })).toBeVisible();
  await expect(nav).toHaveCount(0);
  await page.getByRole('button', { name: 'Connexion' }).click();
  await signInOnProviderPage(page, DEMO_INSTALLER);
  await expect(page).toHaveURL('/fr-FR/installers/lp');
  await expect(nav).toBeVisible();

  const steps: [string, string | RegExp, string][] = [
    ['Mes installations', '/fr-FR/partners/installations', 'Mes installations'],
    ['Mes points', '/fr-FR/partners/installations?view=points', 'Mes installations'],
    ['Import en masse', '/fr-FR/partners/bulk', 'Copier et coller des données'],
    ['Envois en attente', '/fr-FR/partners/outbox', 'Envois en attente'],
    ['Enregistrer un appareil', '/fr-FR/installers/register/step/1', 'Numéro de série'],
  ];
  for (const [link, url, heading] of steps) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
  await checkAtWidth(page, 'installer-navigation-fr', 1440, { fits: true, picture: 'screen' });
  await checkAtWidth(page, 'installer-navigation-fr', 375, { fits: true, picture: 'screen' });

  // On a phone the menu has the same items, the account's apart.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu
    .getByRole('navigation', { name: 'Espace installateur' })
    .getByRole('link', { name: 'Mes installations' })
    .click();
  await expect(page).toHaveURL('/fr-FR/partners/installations');
  await expect(menu).toBeHidden();

  await page.goto('/de-DE/partners/installations');
  const german = page.getByRole('navigation', { name: 'Installateurbereich' });
  await expect(german.getByRole('link', { name: 'Meine Installationen' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await checkAtWidth(page, 'installer-navigation-de', 375, { fits: true, picture: 'screen' });
  await checkAtWidth(page, 'installer-navigation-de', 1440, { fits: true, picture: 'screen' });
});
