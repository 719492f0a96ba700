import type { Alias } from 'vite';

/**
 * The app and its libraries (React Router, TanStack Query, react-i18next, react-hook-form)
 * are written against React's API; the browser runs them on Preact's compatibility layer,
 * which implements that API in about 10 kB gzip where React DOM takes about 60 kB. This is
 * what keeps a phone's first page within its JavaScript budget. Exact matches only: each
 * React entry point maps to the Preact module that implements it.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-is$/, replacement: 'preact/compat' },
  // React's own hook since React 18, which Preact's layer has too.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];
