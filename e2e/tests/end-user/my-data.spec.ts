import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/test';
import { seriousViolations } from '../../support/axe';
import { mailedLink } from '../../support/outbox';
import { expectProviderPage, signInOnProviderPage } from '../auth/provider-page';
import { newContextSignedInAs } from '../auth/stored-sign-in';
import { registerAnonymously } from '../console/console-steps';

test.use({ viewport: { width: 375, height: 812 } });

test('an owner downloads their data, deletes the account, and the device stays registered without them', async ({
  page,
  request,
  browser,
}) => {
  // An account of its own: the demo owner is other tests' too.
  const email = `gdpr-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Oubli-2024!';
  // A serial no other browser test registers (bulk-reload takes 100000180–199).
  const serial = '100000171';
  await page.goto('/fr-FR/users/my-data');
  await expectProviderPage(page);
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByLabel('Prénom', { exact: true }).fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Oubli');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.goto(await mailedLink(email, /(\/idp\/verify\/\S+)/));
  await page.getByRole('button', { name: 'Confirmer mon adresse e-mail' }).click();
  await page.getByRole('link', { name: 'Se connecter' }).click();
  await signInOnProviderPage(page, { email, password });
  await expect(page).toHaveURL('/fr-FR/users/my-data');

  // A registration made with the account's address is theirs.
  expect((await registerAnonymously(request, serial, email)).status()).toBe(201);

  await expect(page.getByRole('heading', { level: 1, name: 'Mes données' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('my-data-375.png'), fullPage: true });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger mes données (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('my-data.json');
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    account: { email: string; givenName: string };
    registrations: { id: string; serialNumber: string; endUser: { email: string } }[];
    consents: { registrationId: string; kind: string; textVersion: string }[];
  };
  expect(data.account).toMatchObject({ email, givenName: 'Inès' });
  expect(data.registrations).toEqual([
    expect.objectContaining({ serialNumber: serial, endUser: expect.objectContaining({ email }) }),
  ]);
  // The two consents of step 5, each with the version of its text.
  expect(data.consents.map((c) => [c.registrationId, c.kind, c.textVersion]).sort()).toEqual([
    [data.registrations[0]?.id, 'privacy_policy', '2024-01'],
    [data.registrations[0]?.id, 'terms_of_use', '2024-01'],
  ]);

  const erase = page.getByRole('button', { name: 'Supprimer mon compte' });
  await expect(erase).toBeDisabled();
  await page.getByLabel('J’ai compris que la suppression est définitive.').check();
  await erase.click();
  await expect(page).toHaveURL('/fr-FR');
  await expect(
    page.getByText(
      'Votre compte est supprimé. Un e-mail vous confirme ce qui a été effacé et ce qui est conservé.',
    ),
  ).toBeVisible();
  // Signed out here too: the menu offers to sign in.
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await expect(page.getByRole('button', { name: 'Connexion', exact: true })).toBeVisible();
  // The mail says what was erased and what was kept (the address is kept in no page).
  await mailedLink(email, /(code postal de vos enregistrements)/);

  // Staff find the device registered, without the person's name or e-mail.
  const staffContext = await newContextSignedInAs(browser, 'staff', {
    baseURL: test.info().project.use.baseURL,
  });
  const staffPage = await staffContext.newPage();
  await staffPage.goto(`/fr-FR/console/registrations?serial=${serial}`);
  const results = staffPage.getByRole('region', { name: 'Résultats' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await expect(results).toContainText(serial);
  await expect(results).not.toContainText(email);
  await expect(results).not.toContainText('Oubli');
  await staffContext.close();

  // The account is gone: its password signs in no more.
  const again = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const visitor = await again.newPage();
  await visitor.goto('/fr-FR/users/products');
  await signInOnProviderPage(visitor, { email, password });
  await expect(visitor.getByText(/E-mail ou mot de passe incorrect/)).toBeVisible();
  await again.close();
});
