// `npm test`: every suite in turn (unit and API tests, then browser tests against the real
// server), then one line with the totals of all suites. Exits 1 when anything failed or
// was skipped.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const reports = mkdtempSync(path.join(tmpdir(), 'pr-test-reports-'));
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status;

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
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
  }
  if (e2eStatus !== 0 && (!e2e || e2e.stats.unexpected === 0)) broken = true;
}
rmSync(reports, { recursive: true, force: true });

if (totals.skipped > 0) console.log(`${totals.skipped} skipped: no test may be skipped.`);
if (broken) console.log('A suite could not run to the end (see its output above).');
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 || totals.skipped > 0 || broken ? 1 : 0);
