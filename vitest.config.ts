import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** One vitest run covers every workspace's unit and integration tests. */
export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'apps/server',
      'apps/web',
      // The repository's own lint rules: a rule that cannot fail is worse than none.
      { test: { name: 'lint-rules', include: ['eslint-rules/**/*.test.js'] } },
    ],
    // Vitest leaves one core free by default, which is one worker on a 2-core CI machine;
    // the server's tests wait on PostgreSQL and timers often enough that a worker per core
    // ran the suite in 0.7 times the time.
    maxWorkers: availableParallelism(),
  },
});
