import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { reportMissingTranslations } from '../shared/telemetry/report-missing-translations';
import { resetStores } from './resettable-zustand';
import { takeContractViolations } from './stub-fetch';
import { startTestAuth } from './test-auth';
import { closeOutboxDatabase } from '../shared/outbox/outbox-db';

async function deleteOutbox(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await closeOutboxDatabase();
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('pr-outbox');
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
}

// Route chunks load lazily; on a loaded CI machine the first screen can take over the
// default second to appear.
configure({ asyncUtilTimeout: 5000 });

// An unexpected console.error (React warnings, failed renders) fails the test that caused it.
let consoleErrors: unknown[][] = [];

// The test files of a worker share one module graph (isolate: false in vitest.config.ts), and
// Vitest cuts off a module still loading when a file ends; that module then stays failed for
// every later file of the worker (a page chunk a test prefetched but did not wait for).
// Loading every module of the app before the first test leaves nothing to load late.
const appModules = import.meta.glob([
  '../**/*.{ts,tsx}',
  '!../**/*.test.{ts,tsx}',
  '!../test/**',
  '!../main.tsx',
  '!../entry-server.tsx',
]);

beforeAll(async () => {
  await Promise.all(Object.values(appModules).map((load) => load()));
  // As in main.tsx: the start-up language is ready before anything renders.
  reportMissingTranslations();
  await activateLocale('de-DE');
});

beforeEach(async () => {
  consoleErrors = [];
  // Every test starts anonymous, with a sign-in session whose redirects are stubbed.
  await startTestAuth();
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  // jsdom does not implement scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  resetStores();
  // The registrations a test kept for later are not the next test's (IndexedDB is faked in
  // the files that keep some).
  await deleteOutbox();
  // Writes the forms' pending session storage (the reset states too) now, so no timer of this
  // test outlives it.
  window.dispatchEvent(new Event('pagehide'));
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  const violations = takeContractViolations();
  if (violations.length > 0) {
    throw new Error(`A request broke its contract:\n${violations.join('\n')}`);
  }
  if (consoleErrors.length > 0) {
    throw new Error(
      `Unexpected console.error:\n${consoleErrors.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});
