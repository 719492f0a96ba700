// Lighthouse 12, mobile preset (simulated slow 4G and 4x CPU slowdown), headless Chromium,
// on the pages an owner reaches first. Each page RUNS times per server; prints the medians.
// Without LIGHTHOUSE_TARGETS it starts the built server of this checkout (`npm run build`
// first); `LIGHTHOUSE_TARGETS="before=http://127.0.0.1:3201,after=http://127.0.0.1:3200"`
// measures servers already running, side by side in one run.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, serversToMeasure } from './support/server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = (
  process.env.LIGHTHOUSE_PAGES ?? '/fr-FR/,/fr-FR/installers/lp,/fr-FR/users/register/step/1'
).split(',');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface Figures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  jsKb: number;
  unusedJsKb: number;
}

async function measure(port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (result === undefined) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const scriptBytes = (
    (
      audits['resource-summary']?.details as {
        items?: { resourceType: string; transferSize: number }[];
      }
    )?.items ?? []
  ).find((item) => item.resourceType === 'script')?.transferSize;
  const unused = (audits['unused-javascript']?.details as { overallSavingsBytes?: number })
    ?.overallSavingsBytes;
  return {
    performance: score('performance'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    jsKb: (scriptBytes ?? 0) / 1024,
    unusedJsKb: (unused ?? 0) / 1024,
  };
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
const servers = await serversToMeasure(process.env.LIGHTHOUSE_TARGETS);
try {
  console.log(
    '| server | page | performance | LCP | TBT | CLS | a11y | best practices | SEO | JS transferred | unused JS |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const pagePath of PAGES) {
    const runs = new Map(servers.map((server) => [server.name, [] as Figures[]]));
    // Interleaved, so every server sees the same machine load.
    for (let run = 0; run < RUNS; run++) {
      for (const server of servers) {
        runs.get(server.name)?.push(await measure(chrome.port, server.url + pagePath));
      }
    }
    for (const [name, all] of runs) {
      // A run where Lighthouse measured nothing (no trace: score 0, no metrics) is shown as
      // "–" and left out of the medians.
      const figures = all.filter((f) => Number.isFinite(f.lcpMs));
      const m = (pick: (f: Figures) => number) => median(figures.map(pick));
      const scores = all
        .map((f) => (Number.isFinite(f.lcpMs) ? String(f.performance) : '–'))
        .join(', ');
      console.log(
        `| ${name} | \`${pagePath}\` | ${m((f) => f.performance)} (${scores}) | ${(m((f) => f.lcpMs) / 1000).toFixed(1)} s | ${Math.round(m((f) => f.tbtMs))} ms | ${m((f) => f.cls).toFixed(3)} | ${m((f) => f.accessibility)} | ${m((f) => f.bestPractices)} | ${m((f) => f.seo)} | ${m((f) => f.jsKb).toFixed(1)} kB | ${m((f) => f.unusedJsKb).toFixed(1)} kB |`,
      );
    }
  }
} finally {
  chrome.kill();
  for (const server of servers) await server.stop?.();
}
