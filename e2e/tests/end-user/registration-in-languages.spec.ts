import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../../support/test';
import { mailedConfirmationLink, uniquePerson } from './registration-steps';

type Tree = { [key: string]: string | Tree };

const root = path.resolve(import.meta.dirname, '../../..');
const load = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Tree;

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const keyPath = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') entries.set(keyPath, value);
    else for (const [k, v] of flatten(value, keyPath)) entries.set(k, v);
  }
  return entries;
}

/** The text of `language` where French says `french`: the steps read as a user of it would. */
async function translator(language: string) {
  const french = flatten(load('apps/web/src/locales/fr/translation.json'));
  const own = flatten(load(`apps/web/src/locales/${language}/translation.json`));
  const server = flatten(load(`apps/server/src/locales/${language}/server.json`));
  const serverFrench = flatten(load('apps/server/src/locales/fr/server.json'));
  return (text: string): string => {
    const key = [...french].find(([, value]) => value === text)?.[0];
    if (key !== undefined) return own.get(key) ?? text;
    const serverKey = [...serverFrench].find(([, value]) => value === text)?.[0];
    const translated = serverKey === undefined ? undefined : server.get(serverKey);
    if (translated === undefined) throw new Error(`No text "${text}" in the French catalogs`);
    return translated;
  };
}

const FLOWS = [
  { locale: 'pl-PL', serial: '100000022', query: 'Marszałkowska 10', place: /Marszałkowska 10/ },
  { locale: 'et-EE', serial: '100000023', query: 'Pärnu mnt 10', place: /Pärnu mnt 10/ },
  { locale: 'pt-PT', serial: '100000024', query: 'Rua Augusta 10', place: /Rua Augusta 10/ },
];

test.use({ viewport: { width: 375, height: 812 } });

for (const { locale, serial, query, place } of FLOWS) {
  test(`an owner registers and confirms in ${locale}, every step in its language`, async ({
    page,
  }) => {
    const language = locale.slice(0, 2);
    const t = await translator(language);
    const step = (n: number) => `/${locale}/users/register/step/${n}`;
    await page.goto(`/${locale}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await page
      .getByRole('link', { name: t('Enregistrer mon produit') })
      .first()
      .click();
    await expect(page).toHaveURL(step(1));

    await page.getByLabel(t('Numéro de série')).fill(serial);
    await page.getByRole('button', { name: t('Enregistrer'), exact: true }).click();
    await expect(page.getByRole('region', { name: t('Produit trouvé') })).toBeVisible();
    await page.getByRole('button', { name: t('Continuer') }).click();
    await expect(page).toHaveURL(step(2));

    await page.getByLabel(t('Je possède le produit')).check();
    await page.getByRole('button', { name: t('Continuer') }).click();
    const panel = page.getByRole('dialog', { name: t('Vous avez déjà un compte?') });
    await panel.getByRole('button', { name: t('Continuer sans connexion') }).click();
    await expect(page).toHaveURL(step(3));

    await page.getByLabel(t('Rechercher votre adresse')).fill(query);
    await page.getByRole('button', { name: place }).first().click();
    await expect(page.getByRole('region', { name: t('Adresse sélectionnée') })).toContainText(
      place,
    );
    await page.getByRole('button', { name: t('Continuer') }).click();
    await expect(page).toHaveURL(step(4));

    const person = uniquePerson(language);
    await page.getByLabel(t('Prénom')).fill(person.firstName);
    await page.getByLabel(new RegExp(`^${t('Nom')}`)).fill(person.lastName);
    await page.getByLabel(t('Adresse e-mail')).fill(person.email);
    await page.getByRole('button', { name: t('Continuer') }).click();
    await expect(page).toHaveURL(step(5));

    const checkboxes = page.getByRole('checkbox');
    await expect(checkboxes).toHaveCount(2);
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    await page.getByRole('button', { name: t("Soumettre l'enregistrement") }).click();
    await expect(page).toHaveURL(`/${locale}/users/register/thank-you`);
    await expect(
      page.getByRole('heading', { level: 1, name: t('Merci pour votre enregistrement!') }),
    ).toBeVisible();

    // The mail, and the page its link opens, speak the registration's language.
    await page.goto(await mailedConfirmationLink(person.email));
    await page.getByRole('button', { name: t('Confirmer mon enregistrement') }).click();
    await expect(page.getByText(t('Enregistrement confirmé')).first()).toBeVisible();
  });
}
