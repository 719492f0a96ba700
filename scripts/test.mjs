// `npm test`: every suite in turn (unit and API tests, then browser tests against the real
// server), then one line with the totals of all suites. Exits 1 when anything failed or
// was skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'pr-test-reports-'));
const phases = [];
const run = (command, args, env = {}) => {
  const started = performance.now();
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  phases.push(
    `  ${[command, ...args.slice(0, 2)].join(' ')}: ${Math.round((performance.now() - started) / 1000)} s`,
  );
  return status;
};

/** Walks Playwright's JSON report: suites hold specs and nested suites. */
function collectPlaywrightFailures(suites, titles) {
  for (const suite of suites ?? []) {
    const suiteTitles = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((test) => test.status === 'unexpected')) {
        failures.push([...suiteTitles, spec.title].join(' › '));
      }
    }
    collectPlaywrightFailures(suite.suites, suiteTitles);
  }
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;
// CI keeps only the end of a run's output: the failed tests are named again just above the
// totals line, so a red run says what to look at.
const failures = [];

const vitestReport = path.join(reports, 'vitest.json');
const flakyReport = path.join(reports, 'vitest-flaky.json');
const vitestStatus = run(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=./scripts/vitest-flaky-reporter.mjs',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ],
  { VITEST_FLAKY_REPORT: flakyReport },
);
const passedOnRetry = readJson(flakyReport) ?? [];
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') {
        failures.push(`${path.relative(process.cwd(), file.name)} › ${test.fullName}`);
      }
    }
  }
}
if (vitestStatus !== 0 && (!vitest || vitest.numFailedTests === 0)) broken = true;

const buildStatus = run('npm', ['run', 'build']);
if (buildStatus !== 0) {
  broken = true;
} else {
  // The browser tests run against the production artifact, as the container image ships it.
  const artifact = path.join(reports, 'artifact');
  const assembled = run('node', ['scripts/assemble-artifact.mjs', artifact]) === 0;
  if (!assembled) broken = true;
  const e2eReport = path.join(reports, 'e2e.json');
  const e2eStatus = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    E2E_JSON_REPORT: e2eReport,
    ...(assembled ? { E2E_SERVER_DIR: artifact } : {}),
  });
  const e2e = readJson(e2eReport);
  if (e2e) {
    totals.passed += e2e.stats.expected + e2e.stats.flaky;
    totals.failed += e2e.stats.unexpected;
    totals.skipped += e2e.stats.skipped;
    collectPlaywrightFailures(e2e.suites, []);
  }
  if (e2eStatus !== 0 && (!e2e || e2e.stats.unexpected === 0)) broken = true;
}
rmSync(reports, { recursive: true, force: true });

console.log(`npm test phases:\n${phases.join('\n')}`);
if (passedOnRetry.length > 0) {
  console.log(`Passed on a retry:\n${passedOnRetry.map((name) => `  ~ ${name}`).join('\n')}`);
}
if (failures.length > 0)
  console.log(`Failed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`);
if (totals.skipped > 0) console.log(`${totals.skipped} skipped: no test may be skipped.`);
if (broken) console.log('A suite could not run to the end (see its output above).');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || totals.skipped > 0 || broken ? 1 : 0);
