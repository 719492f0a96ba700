import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium-args';
import { freePort } from '../apps/server/test/free-port';

// Workers load this file again: the environment carries the first choice to them.
process.env.E2E_PORT ??= String(await freePort());
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'pr-e2e-')));
// A second server runs the variant where end users must sign in (END_USER_LOGIN_REQUIRED).
process.env.E2E_LOGIN_REQUIRED_PORT ??= String(await freePort());
const loginRequiredDataDir = (process.env.E2E_LOGIN_REQUIRED_DATA_DIR ??= mkdtempSync(
  path.join(tmpdir(), 'pr-e2e-login-'),
));
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;
const loginRequiredPort = Number(process.env.E2E_LOGIN_REQUIRED_PORT);
const loginRequiredBaseURL = `http://localhost:${loginRequiredPort}`;
const root = path.resolve(import.meta.dirname, '..');

/**
 * The production artifact `npm test` assembled (scripts/assemble-artifact.mjs: what the
 * container image runs, production dependencies only), or else the repository as `npm start`
 * runs it.
 */
const artifactDir = process.env.E2E_SERVER_DIR;

/** The real server on `serverPort` with its own data folder. */
function server(serverPort: number, dataDir: string, env: Record<string, string> = {}) {
  const url = `http://localhost:${serverPort}`;
  return {
    command:
      artifactDir === undefined ? 'node scripts/start.mjs' : 'node apps/server/dist/server.js',
    cwd: artifactDir ?? root,
    url: `${url}/api/health`,
    timeout: 90_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(artifactDir === undefined ? {} : { NODE_ENV: 'production' }),
      // The suite looks up serials far more often than a person would.
      LOOKUP_RATE_LIMIT_PER_MINUTE: '10000',
      // ...and registers far more devices from one address than anybody would.
      REGISTRATION_RATE_LIMIT_PER_MINUTE: '10000',
      REGISTRATION_SERIAL_RATE_LIMIT_PER_HOUR: '10000',
      CONFIRMATION_MAILS_PER_RECIPIENT_PER_DAY: '10000',
      BATCH_RATE_LIMIT_PER_MINUTE: '10000',
      // Every sign-in and sign-up hashes a password: the suite's at a 32nd of OWASP's cost.
      PASSWORD_HASH_COST: '12',
      // Every test signs the demo accounts in from one address, many times a minute.
      SIGN_IN_RATE_LIMIT_PER_MINUTE: '10000',
      ACCOUNT_RATE_LIMIT_PER_15_MINUTES: '10000',
      ADDRESS_CHECKS_PER_HOUR: '1000000',
      HELP_URL: 'https://help.calora.example/',
      // Every page view reports its Core Web Vitals, so the overview's field data is testable;
      // the reports (and any client error) of the whole suite come from one address.
      WEB_VITALS_SAMPLE_RATE: '1',
      TELEMETRY_RATE_LIMIT_PER_MINUTE: '10000',
      // The whole suite registers far more devices a day for the demo company, and anonymously
      // from one address, than anybody would: only the rule reviews.spec.ts triggers flags.
      REVIEW_COMPANY_DAY_MIN: '100000',
      REVIEW_DEADLINE_PER_DAY: '100000',
      REVIEW_ANONYMOUS_PER_NETWORK_PER_HOUR: '100000',
      REVIEW_SERIAL_CANCELLATIONS: '100000',
      // The webhook tests' receivers listen on this machine, which production refuses.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...env,
    },
  };
}

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A sign-in plus four steps takes about 25 s on an idle 2-core machine and two to three
  // times that beside a CPU-heavy neighbour; a test's budget covers the slow case.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: true,
  globalTeardown: './support/global-teardown.ts',
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL,
    // The app's service worker would serve a test's pages from its caches and take requests
    // out of page.route's reach; the offline spec allows it for itself.
    serviceWorkers: 'block',
    // A failed test keeps its actions, console and network; DOM snapshots and a screencast of
    // every test made the whole suite take 1.3 times as long on two cores.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      // Signs each demo account in once through the provider's page and keeps its browser
      // state in e2e/.auth/ for the specs that only need it signed in (tests/auth/stored-sign-in.ts).
      name: 'sign-in',
      testMatch: /\.setup\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      testIgnore: 'login-required/**',
      dependencies: ['sign-in'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'login-required',
      testMatch: 'login-required/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: loginRequiredBaseURL },
    },
  ],
  webServer: [
    server(port, dataDir),
    server(loginRequiredPort, loginRequiredDataDir, {
      END_USER_LOGIN_REQUIRED: 'true',
    }),
  ],
});
