import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Each file opens its own database; PostgreSQL variants create their own database.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
