import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: [
      // Stores go back to their initial state after each test (src/test/resettable-zustand.ts).
      {
        find: /^zustand$/,
        replacement: fileURLToPath(new URL('./src/test/resettable-zustand.ts', import.meta.url)),
      },
    ],
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // One page environment and one module graph per worker: a fresh jsdom and a fresh import
    // of the app for each file cost over half of this project's run. What a test leaves
    // behind is reset after it in src/test/setup.ts (the DOM, storage, mocks, the stores).
    isolate: false,
    // As the server's (apps/server/vitest.config.ts): a retry, and its test named.
    retry: 1,
    // Screen tests walk through several lazily loaded steps; CI machines are shared.
    testTimeout: 20_000,
    // The setup's first hook imports the whole app once per worker: seconds on a busy machine.
    hookTimeout: 60_000,
  },
});
