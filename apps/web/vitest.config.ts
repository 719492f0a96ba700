import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { reactOnPreact } from './scripts/react-on-preact.js';

export default defineProject({
  // The components run on Preact here as in the browser (see scripts/react-on-preact.ts).
  resolve: {
    // The libraries' ES module builds, whose `react` imports meet the alias (their CommonJS
    // builds would `require` React itself).
    conditions: ['module', 'browser', 'development'],
    alias: [
      ...reactOnPreact,
      // Stores go back to their initial state after each test (src/test/resettable-zustand.ts).
      {
        find: /^zustand$/,
        replacement: fileURLToPath(new URL('./src/test/resettable-zustand.ts', import.meta.url)),
      },
      // Its CommonJS build would `require` React itself, past the alias.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
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
    // The libraries' own `react` imports must meet the alias too, so they are bundled.
    server: { deps: { inline: true } },
    // Screen tests walk through several lazily loaded steps; CI machines are shared.
    testTimeout: 20_000,
  },
});
