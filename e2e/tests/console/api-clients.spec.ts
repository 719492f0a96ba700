import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { signedInAs } from '../auth/stored-sign-in';

test.use({ viewport: { width: 1440, height: 900 } });
test.use(signedInAs('staff'));

test('staff create an API client in the console, its secret gets a token once shown, and a revocation stops it', async ({
  page,
  request,
}) => {
  const name = `PIM e2e ${Date.now()}`;
  await page.goto('/fr-FR/console/api-clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients API' })).toBeVisible();

  await page.getByRole('button', { name: 'Créer un client' }).click();
  await page.getByLabel('Nom', { exact: true }).fill(name);
  await page.getByRole('checkbox', { name: /Lire les enregistrements/ }).check();
  await page.getByRole('checkbox', { name: /Importer le catalogue/ }).check();
  await page.getByRole('button', { name: 'Créer le client' }).click();
  const clientId = await page.getByLabel('Identifiant (client_id)').inputValue();
  const secret = await page.getByLabel('Secret (client_secret)').inputValue();
  expect(clientId).not.toBe('');
  expect(secret).not.toBe('');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'J’ai copié le secret' }).click();
  await expect(page.getByLabel('Secret (client_secret)')).toBeHidden();

  const token = () =>
    request.post('/api/oauth/token', {
      form: { grant_type: 'client_credentials', client_id: clientId, client_secret: secret },
    });
  expect((await token()).status()).toBe(200);

  const row = page.getByRole('row').filter({ hasText: clientId });
  await expect(row).toContainText('Le fabricant');
  await expect(row).toContainText('Importer le catalogue');
  await row.getByRole('button', { name: `Révoquer ${name}` }).click();
  await row.getByRole('button', { name: 'Révoquer définitivement' }).click();
  await expect(row).toContainText('Révoqué le');
  expect((await token()).status()).toBe(401);
});
