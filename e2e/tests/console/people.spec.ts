import { readFile } from 'node:fs/promises';
import { expect, test } from '../../support/test';
import { checkAtBothWidths } from '../../support/check-at-widths';
import { signedInAs } from '../auth/stored-sign-in';
import { registerAnonymously } from './console-steps';

test.use(signedInAs('staff'));

test('staff find everything held about an owner, download it, erase it with a reason, and then find nothing personal', async ({
  page,
  request,
}) => {
  // A serial no other browser test registers: the console's look-up shows this test's owner only.
  const serial = '100000166';
  const email = `people-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect((await registerAnonymously(request, serial, email)).status()).toBe(201);

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/fr-FR/console/people');
  await expect(page.getByRole('heading', { level: 1, name: 'Personnes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Personnes' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  const field = page.getByLabel('Adresse e-mail de la personne');
  await field.fill(email);
  await field.press('Enter');
  const held = page.getByRole('region', { name: `Données détenues pour ${email}` });
  const registrations = held.getByRole('region', { name: 'Enregistrements' });
  await expect(registrations.getByRole('row', { name: new RegExp(serial) })).toContainText(
    'Sam Squat',
  );
  await expect(registrations).toContainText('Rue de Rivoli 10');
  await expect(held.getByRole('region', { name: 'Consentements' })).toContainText(
    'Politique de confidentialité',
  );
  await checkAtBothWidths(page, 'people-found', { fits: true, picture: 'page' });

  const downloading = page.waitForEvent('download');
  await held.getByRole('button', { name: 'Télécharger (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`personal-data-${email}.json`);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    format: string;
    registrations: { serialNumber: string; endUser: { email: string } }[];
  };
  expect(data.format).toBe('product-registration.personal-data.v1');
  expect(data.registrations).toEqual([
    expect.objectContaining({ serialNumber: serial, endUser: expect.objectContaining({ email }) }),
  ]);

  // No reason, no question: the reason's field says what is missing.
  const erase = page.getByRole('button', { name: `Effacer les données de ${email}` });
  await erase.click();
  const reason = page.getByLabel('Motif de l’effacement');
  await expect(page.getByText('Indiquez un motif d’au moins 3 caractères.')).toBeVisible();
  await expect(reason).toBeFocused();
  await checkAtBothWidths(page, 'people-reason-missing', { fits: true, picture: 'page' });
  await reason.fill('Demande écrite de la personne');
  await erase.click();
  const confirm = page.getByRole('button', { name: 'Effacer définitivement' });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');

  const erased = page.getByRole('region', { name: `Données effacées pour ${email}` });
  await expect(erased).toContainText(/Enregistrements pseudonymisés\s*1/);
  await expect(erased).toContainText('La personne en est informée par e-mail.');
  await checkAtBothWidths(page, 'people-erased', { fits: true, picture: 'page' });

  // The device stays registered, but nothing of the person is found with their address.
  await expect(field).toHaveValue(email);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(held).toBeVisible();
  await expect(held.getByText('Aucun enregistrement.')).toBeVisible();
  await expect(held.getByText('Aucun consentement.')).toBeVisible();
  await expect(held).not.toContainText(serial);
  await expect(held).not.toContainText('Squat');
  await expect(held).not.toContainText('Rivoli');
});
