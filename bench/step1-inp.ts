// Interaction to Next Paint of step 1 as an owner uses it on a phone: Chromium's CPU slowed
// 4x, type the demo serial, press "Enregistrer", then "Continuer" once the product shows.
// The page's own Event Timing entries give each interaction's duration; INP here is the
// longest of them (a handful of interactions). RUNS runs per server, medians.
// Without INP_TARGETS it starts the built server of this checkout (`npm run build` first);
// `INP_TARGETS="before=http://127.0.0.1:3201,after=http://127.0.0.1:3200"` measures running
// servers side by side, interleaved.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../e2e/support/chromium-args';
import { median, serversToMeasure, type MeasuredServer } from './support/server';

const RUNS = Number(process.env.INP_RUNS ?? 5);
const SERIAL = '908765401';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
});

/** One visit of step 1: returns every interaction's duration (ms) and their names. */
async function visit(target: MeasuredServer): Promise<{ inp: number; slowest: string }> {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const entries: { name: string; duration: number; id: number }[] = [];
    Object.assign(window, { interactions: entries });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & {
        interactionId: number;
      })[]) {
        if (entry.interactionId > 0) {
          entries.push({ name: entry.name, duration: entry.duration, id: entry.interactionId });
        }
      }
      // 16 ms is the smallest threshold Event Timing allows.
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${target.url}/fr-FR/users/register/step/1`);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  const field = page.getByLabel('Numéro de série');
  await field.click();
  await field.pressSequentially(SERIAL, { delay: 80 });
  await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await page.getByRole('region', { name: 'Produit trouvé' }).waitFor();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByRole('heading', { level: 1, name: 'Qui enregistre?' }).waitFor();
  // Event Timing entries are delivered after the next paint.
  await page.waitForTimeout(500);
  const entries = await page.evaluate(
    () =>
      (window as unknown as { interactions: { name: string; duration: number; id: number }[] })
        .interactions,
  );
  await context.close();
  // An interaction's latency is the longest of its events.
  const byInteraction = new Map<number, { name: string; duration: number }>();
  for (const entry of entries) {
    const known = byInteraction.get(entry.id);
    if (known === undefined || entry.duration > known.duration) byInteraction.set(entry.id, entry);
  }
  const slowest = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0];
  return { inp: slowest?.duration ?? 0, slowest: slowest?.name ?? 'none over 16 ms' };
}

const servers = await serversToMeasure(process.env.INP_TARGETS, {
  LOOKUP_RATE_LIMIT_PER_MINUTE: '10000',
});
const results = new Map<string, { inp: number; slowest: string }[]>();
for (let run = 0; run < RUNS; run += 1) {
  for (const target of servers) {
    const result = await visit(target);
    results.set(target.name, [...(results.get(target.name) ?? []), result]);
  }
}
for (const target of servers) {
  const runs = results.get(target.name) ?? [];
  const inps = runs.map(({ inp }) => inp);
  console.log(
    `${target.name}: step 1 INP median ${median(inps).toFixed(0)} ms (runs: ${inps.map((v) => v.toFixed(0)).join(', ')}; slowest events: ${[...new Set(runs.map(({ slowest }) => slowest))].join(', ')})`,
  );
  await target.stop?.();
}
await browser.close();
