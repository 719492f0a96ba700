import { expect, test } from '../../support/test';
import { CHECKED_WIDTHS } from '../../support/check-at-widths';
import { mailedLink } from '../../support/outbox';
import { seriousViolations } from '../../support/axe';
import { accountToggle } from './provider-page';
import { signedInAs } from './stored-sign-in';

test.describe(() => {
  test.use(signedInAs('installer'));

  test('the signed-in header, account menu and mobile menu have no serious violation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/fr-FR/partners');
    await expect(page).toHaveURL('/fr-FR/partners');
    await accountToggle(page, 'Marie Dubois').click();
    await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('the provider’s sign-in, sign-up and e-mail verification pages have no serious violation', async ({
  page,
}) => {
  for (const width of CHECKED_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr-FR/partners');
    await expect(page.getByLabel('Mot de passe')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await expect(page.getByRole('heading', { name: 'Créer un compte' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const email = `axe-${width}-${Date.now()}@example.com`;
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('Accessible-2024');
    await page.getByLabel('Prénom', { exact: true }).fill('Ada');
    await page.getByLabel('Nom', { exact: true }).fill('Lovelace');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte e-mail' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(await mailedLink(email, /(\/idp\/verify\/\S+)/));
    await expect(page.getByRole('button', { name: 'Confirmer mon adresse e-mail' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  }
});
