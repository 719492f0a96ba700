// An installer's day: three devices registered in a row in the single flow, signed in, at
// 375 px, from one thank-you page to the next. Counts the taps (clicks and Enter), the fields
// typed, and the full page loads from the first step 1 to the third thank-you page, and times
// it. Without INSTALLER_LOOP_TARGETS it starts this checkout's built server (`npm run build`
// first); `INSTALLER_LOOP_TARGETS="before=http://127.0.0.1:3201,after=http://127.0.0.1:3200"`
// measures running servers side by side (each needs fresh serials: INSTALLER_LOOP_FIRST_SERIAL).
// The path adapts to what each build offers: "Enregistrer un autre produit" on the thank-you
// page if it is there, else the logo and the installer landing; the consent boxes if asked.
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args';
import { serversToMeasure, type MeasuredServer } from './support/server';

const DEVICES = 3;
const FIRST_SERIAL = Number(process.env.INSTALLER_LOOP_FIRST_SERIAL ?? 100000151);
const INSTALLER = { email: 'installer@example.com', password: 'Installer-2024!' };

interface Counts {
  taps: number;
  fields: number;
  pageLoads: number;
  seconds: number;
}

async function loop(server: MeasuredServer): Promise<Counts> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
    const counts: Counts = { taps: 0, fields: 0, pageLoads: 0, seconds: 0 };
    let counting = false;
    page.on('request', (request) => {
      if (counting && request.isNavigationRequest() && request.frame() === page.mainFrame()) {
        counts.pageLoads += 1;
      }
    });
    const tap = async (control: Locator) => {
      await control.click();
      if (counting) counts.taps += 1;
    };
    const type = async (field: Locator, text: string) => {
      await field.fill(text);
      if (counting) counts.fields += 1;
    };

    // Signed in first, as an installer on site is: not counted.
    await page.goto(`${server.url}/fr-FR/installers/register/step/1`);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Connexion' }).click();
    await page.getByLabel('E-mail', { exact: true }).fill(INSTALLER.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(INSTALLER.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/installers\/register\/step\/1/);

    counting = true;
    const started = performance.now();
    for (let device = 0; device < DEVICES; device++) {
      await registerOne(page, String(FIRST_SERIAL + device), tap, type);
      if (device < DEVICES - 1) await toNextStepOne(page, tap);
    }
    counts.seconds = (performance.now() - started) / 1000;
    return counts;
  } finally {
    await browser.close();
  }
}

type Tap = (control: Locator) => Promise<void>;
type Type = (field: Locator, text: string) => Promise<void>;

async function registerOne(page: Page, serial: string, tap: Tap, type: Type): Promise<void> {
  await type(page.getByLabel('Numéro de série'), serial);
  await tap(page.getByRole('button', { name: 'Vérifier le numéro de série' }));
  await tap(page.getByRole('button', { name: 'Enregistrer le produit' }));
  // A signed-in installer goes on to the address by itself; where a build asks, the role.
  const onStep3 = await page
    .waitForURL(/\/step\/3/, { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!onStep3) {
    await tap(page.getByLabel('Je suis un installateur professionnel'));
    await tap(page.getByRole('button', { name: 'Continuer' }));
  }
  await page.waitForURL(/\/step\/3/);
  // "Rechercher votre adresse" before, "Rechercher l’adresse du client" after.
  await type(
    page.getByLabel(/^Rechercher (votre adresse|l'adresse du client)/),
    'Rue de Rivoli 10',
  );
  await tap(page.getByRole('button', { name: /Rue de Rivoli 10/ }).first());
  await tap(page.getByRole('button', { name: 'Continuer' }));
  await page.waitForURL(/\/step\/4/);
  await tap(page.getByRole('button', { name: 'Choisir la date dans le calendrier' }));
  await page.keyboard.press('Enter');
  await tap(page.getByRole('button', { name: 'Continuer' }));
  await page.waitForURL(/\/step\/5/);
  const privacy = page.getByRole('checkbox', { name: /politique de confidentialité/ });
  const accepted = page.getByText(/Vous avez accepté la politique de confidentialité/);
  await privacy.or(accepted).waitFor();
  if (await privacy.isVisible()) {
    await tap(privacy);
    await tap(page.getByRole('checkbox', { name: /conditions d’enregistrement/ }));
  }
  await tap(page.getByRole('button', { name: "Soumettre l'enregistrement" }));
  await page.waitForURL(/thank-you/);
}

/** From the thank-you page back to an empty step 1, the way this build offers. */
async function toNextStepOne(page: Page, tap: Tap): Promise<void> {
  const another = page.getByRole('button', { name: 'Enregistrer un autre produit' });
  await page.getByRole('heading', { level: 1, name: 'Merci pour votre enregistrement!' }).waitFor();
  if (await another.isVisible()) {
    await tap(another);
  } else {
    await tap(page.getByRole('link', { name: /accueil/ }));
    await tap(page.getByRole('link', { name: 'Commencer l’enregistrement' }));
  }
  await page.waitForURL(/\/installers\/register\/step\/1/);
  await page.getByLabel('Numéro de série').waitFor();
}

const servers = await serversToMeasure(process.env.INSTALLER_LOOP_TARGETS);
try {
  console.log(`${DEVICES} devices in a row, signed-in installer, 375 px`);
  for (const server of servers) {
    const counts = await loop(server);
    console.log(
      `${server.name}: ${counts.taps} taps, ${counts.fields} fields typed, ${counts.pageLoads} page loads, ${counts.seconds.toFixed(1)} s`,
    );
  }
} finally {
  for (const server of servers) await server.stop?.();
}
