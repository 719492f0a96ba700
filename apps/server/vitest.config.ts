import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The shared rate-limit test needs a Redis server; CI provides one.
    exclude: process.env.TEST_REDIS_URL ? [] : ['test/shared-rate-limit.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // One module graph per worker: every file imports the whole server, and importing it
    // afresh for each of a hundred files was about half of this project's run. No file
    // mocks a module; each opens its own app and database.
    isolate: false,
    // A loaded 2-core CI machine can stretch a timing past a test's patience; a test that
    // passes only on its retry is named at the end of `npm test` (scripts/vitest-flaky-reporter.mjs).
    retry: 1,
    // Each file opens its own database; PostgreSQL variants create their own database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
