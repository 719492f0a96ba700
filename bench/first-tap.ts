// The first tap on a phone: every server-rendered page's primary controls, tapped as soon as
// they show, on a fresh tab with Chromium's CPU 4x and 6x slower (docs/decisions/009). For each
// page, control and rate: lost taps (no effect within 15 s), lost or emptied serials, double
// submissions (two look-ups, or a look-up beside the plain form's page), and the median and
// slowest time from the tap to its effect.
// Without FIRST_TAP_TARGETS it starts this checkout's built server (`npm run build` first);
// `FIRST_TAP_TARGETS="before=http://127.0.0.1:3201,after=http://127.0.0.1:3200"` measures
// running servers side by side, interleaved. FIRST_TAP_RUNS (20), FIRST_TAP_RATES (4,6),
// FIRST_TAP_HOW: `tap` (a touch at the control's centre, default) or `click` (Playwright's
// locator click, as a black-box suite taps).
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args';
import { median, serversToMeasure, type MeasuredServer } from './support/server';

const RUNS = Number(process.env.FIRST_TAP_RUNS ?? 20);
const RATES = (process.env.FIRST_TAP_RATES ?? '4,6').split(',').map(Number);
const HOW = process.env.FIRST_TAP_HOW === 'click' ? 'click' : 'tap';
const SERIAL = '908765401';
const GS1_SERIAL = '100000061';
const EFFECT_TIMEOUT_MS = 15_000;

/** What one try saw. */
interface Outcome {
  lost: boolean;
  serialLost: boolean;
  double: boolean;
  ms: number | null;
}

/** A page's control: how to reach it, what to do before the tap, and what the tap must do. */
interface Scenario {
  name: string;
  width: number;
  path: string;
  control: (page: Page) => Locator;
  /** What the visitor types first, into the field this returns. */
  typed?: (page: Page) => Locator;
  effect: (page: Page) => Locator;
  /** The serial the page must keep: in the field once found, or in step 2's form data. */
  keeps?: { serial: string; where: 'field' | 'endUserData' };
}

const productFound = (page: Page) => page.getByRole('region', { name: 'Produit trouvé' });
const serialField = (page: Page) => page.getByLabel('Numéro de série');
const step2 = (page: Page) => page.getByRole('heading', { level: 1, name: 'Qui enregistre?' });

const SCENARIOS: Scenario[] = [
  {
    name: 'landing: menu',
    width: 375,
    path: '/fr-FR/',
    control: (page) => page.getByRole('button', { name: 'Ouvrir le menu' }),
    effect: (page) => page.getByRole('button', { name: 'Fermer le menu' }),
  },
  {
    name: 'landing: language (1440 px)',
    width: 1440,
    path: '/fr-FR/',
    control: (page) => page.getByRole('button', { name: /Langue actuelle/ }),
    effect: (page) => page.getByRole('link', { name: /Deutschland \/ Deutsch/ }),
  },
  {
    name: 'landing: sign-in (1440 px)',
    width: 1440,
    path: '/fr-FR/',
    control: (page) => page.getByRole('button', { name: 'Connexion' }),
    effect: (page) => page.getByLabel('Mot de passe', { exact: true }),
  },
  {
    name: 'landing: register',
    width: 375,
    path: '/fr-FR/',
    control: (page) => page.getByRole('link', { name: /Enregistrer mon produit/ }),
    effect: serialField,
  },
  {
    name: 'step 1: type, Enregistrer',
    width: 375,
    path: '/fr-FR/users/register/step/1',
    typed: serialField,
    control: (page) => page.getByRole('button', { name: 'Enregistrer', exact: true }),
    effect: productFound,
    keeps: { serial: SERIAL, where: 'field' },
  },
  {
    name: 'step 1 ?serialNumber: Continuer',
    width: 375,
    path: `/fr-FR/users/register/step/1?serialNumber=${SERIAL}`,
    control: (page) => page.getByRole('button', { name: 'Continuer' }),
    effect: step2,
    keeps: { serial: SERIAL, where: 'endUserData' },
  },
  {
    name: 'GS1 Digital Link: Continuer',
    width: 375,
    path: `/01/4012345100013/10/L24-07/21/${GS1_SERIAL}`,
    control: (page) => page.getByRole('button', { name: 'Continuer' }),
    effect: step2,
    keeps: { serial: GS1_SERIAL, where: 'endUserData' },
  },
  {
    name: 'installer landing: register',
    width: 375,
    path: '/fr-FR/installers/lp',
    control: (page) => page.getByRole('link', { name: /Commencer l.enregistrement/ }),
    effect: serialField,
  },
  {
    name: 'installer step 1: type, Vérifier',
    width: 375,
    path: '/fr-FR/installers/register/step/1',
    typed: serialField,
    control: (page) => page.getByRole('button', { name: 'Vérifier le numéro de série' }),
    effect: productFound,
    keeps: { serial: SERIAL, where: 'field' },
  },
];

/** Taps `control` as a finger does (its centre), or clicks it as Playwright does. */
async function tap(page: Page, control: Locator): Promise<number> {
  if (HOW === 'click') {
    const started = Date.now();
    await control.click({ timeout: EFFECT_TIMEOUT_MS });
    return started;
  }
  // A person scrolls to a control below the fold first.
  await control.scrollIntoViewIfNeeded();
  const box = await control.boundingBox();
  if (box === null) throw new Error('the control has no box');
  const started = Date.now();
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  return started;
}

const storedSerial = (page: Page) =>
  page.evaluate(() => {
    const stored = sessionStorage.getItem('endUserData');
    if (stored === null) return null;
    return (JSON.parse(stored) as { state: { serialNumber?: string } }).state.serialNumber ?? null;
  });

async function tryOnce(
  browser: Browser,
  target: MeasuredServer,
  scenario: Scenario,
  rate: number,
): Promise<Outcome> {
  const context = await browser.newContext({
    viewport: { width: scenario.width, height: 740 },
    hasTouch: true,
    isMobile: scenario.width < 600,
    // The GS1 link opens the registration in the browser's language.
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  let lookUps = 0;
  let serialDocuments = 0;
  let emptied = false;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/api\/devices\/\d+\/[A-Z]{2}\/[a-z]{2}$/.test(url.pathname)) lookUps += 1;
    if (!request.isNavigationRequest()) return;
    if (url.searchParams.has('serialNumber')) serialDocuments += 1;
    if (url.pathname.includes('/register/step/') && url.search === '' && url.href.endsWith('?')) {
      emptied = true;
    }
  });
  const outcome: Outcome = { lost: false, serialLost: false, double: false, ms: null };
  try {
    await page.goto(`${target.url}${scenario.path}`, { waitUntil: 'commit' });
    const control = scenario.control(page);
    if (scenario.typed !== undefined) {
      const field = scenario.typed(page);
      await field.waitFor();
      await field.fill(SERIAL);
    }
    await control.waitFor();
    const started = await tap(page, control);
    await scenario.effect(page).waitFor({ timeout: EFFECT_TIMEOUT_MS });
    outcome.ms = Date.now() - started;
    if (scenario.keeps?.where === 'field') {
      outcome.serialLost = (await serialField(page).inputValue()) !== scenario.keeps.serial;
    } else if (scenario.keeps?.where === 'endUserData') {
      outcome.serialLost = (await storedSerial(page)) !== scenario.keeps.serial;
    }
  } catch {
    outcome.lost = true;
    if (scenario.keeps !== undefined) {
      outcome.serialLost = emptied || page.url().endsWith('?');
    }
  }
  // Two look-ups of one serial, or the plain form's page and the app's look-up both.
  const initialSerialDocument = scenario.path.includes('serialNumber') ? 1 : 0;
  outcome.double =
    lookUps > 1 || (lookUps > 0 && serialDocuments > initialSerialDocument) || emptied;
  if (emptied) outcome.serialLost = true;
  await context.close();
  return outcome;
}

const servers = await serversToMeasure(process.env.FIRST_TAP_TARGETS, {
  LOOKUP_RATE_LIMIT_PER_MINUTE: '100000',
  SIGN_IN_RATE_LIMIT_PER_MINUTE: '100000',
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});
const results = new Map<string, Outcome[]>();
const key = (server: string, scenario: string, rate: number) => `${server}|${scenario}|${rate}`;
for (const scenario of SCENARIOS) {
  for (const rate of RATES) {
    for (let run = 0; run < RUNS; run += 1) {
      for (const target of servers) {
        const outcome = await tryOnce(browser, target, scenario, rate);
        const at = key(target.name, scenario.name, rate);
        results.set(at, [...(results.get(at) ?? []), outcome]);
      }
    }
  }
}
await browser.close();
for (const target of servers) await target.stop?.();

console.log(`First tap (${HOW}), ${RUNS} fresh loads per row; times from the tap to its effect`);
console.log(
  '| server | page: control | CPU | lost taps | lost serials | double | median | slowest |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const scenario of SCENARIOS) {
  for (const rate of RATES) {
    for (const target of servers) {
      const outcomes = results.get(key(target.name, scenario.name, rate)) ?? [];
      const times = outcomes.flatMap(({ ms }) => (ms === null ? [] : [ms]));
      const count = (pick: (outcome: Outcome) => boolean) => outcomes.filter(pick).length;
      const seconds = (ms: number | undefined) =>
        ms === undefined ? '–' : `${(ms / 1000).toFixed(2)} s`;
      console.log(
        `| ${target.name} | ${scenario.name} | ${rate}× | ${count((o) => o.lost)} | ${count((o) => o.serialLost)} | ${count((o) => o.double)} | ${seconds(times.length ? median(times) : undefined)} | ${seconds(times.length ? Math.max(...times) : undefined)} |`,
      );
    }
  }
}
