import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The shared rate-limit test needs a Redis server; CI provides one.
    exclude: process.env.TEST_REDIS_URL ? [] : ['test/shared-rate-limit.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database; PostgreSQL variants create their own database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
