// One lint configuration for the monorepo: type-aware TypeScript rules plus import boundaries.
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import importBoundaries from './eslint-rules/import-boundaries.js';

const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const featuresDir = path.join(webSrc, 'features');
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * The web app's layers (bulletproof-react's boundaries), checked on the path an import
 * resolves to, for every kind of import: app → features → shared → i18n. Tests are held to
 * them too: a feature's test uses its own feature's fixtures and src/test, not another's.
 */
const webLayers = [
  ...features.map((feature) => ({
    target: path.join(featuresDir, feature),
    from: [featuresDir],
    except: [path.join(featuresDir, feature)],
    message:
      'A feature never imports another feature: move what both need to src/shared, or let the app shell compose them.',
  })),
  {
    target: path.join(webSrc, 'shared'),
    from: [featuresDir, path.join(webSrc, 'app')],
    message: 'shared/ never imports a feature or the app shell.',
  },
  {
    target: path.join(webSrc, 'i18n'),
    from: [path.join(webSrc, 'shared'), featuresDir, path.join(webSrc, 'app')],
    message:
      'i18n is the bottom layer: shared code, features and the shell import it, not the reverse.',
  },
];

const serverSrc = path.join(import.meta.dirname, 'apps/server/src');
const server = (folder) => path.join(serverSrc, folder);

/**
 * The server's layers (docs/decisions/011-server-layers.md), on resolved paths like the web's:
 * db/, pages/ and i18n/ at the bottom, then infrastructure/ (HTTP machinery that knows no
 * feature), then modules/ (the product), then wiring/ (what is built from several modules),
 * then app.ts. A layer imports only the layers below it; tests beside the code included.
 */
const serverLayers = [
  {
    target: server('db'),
    from: [server('infrastructure'), server('modules'), server('wiring')],
    message:
      'db/ is the bottom layer: it imports no infrastructure, module or wiring. Move what it needs into db/, or let the caller pass it in.',
  },
  ...['pages', 'i18n'].map((folder) => ({
    target: server(folder),
    from: [server('infrastructure'), server('modules'), server('wiring')],
    message: `${folder}/ sits below the modules and infrastructure: it imports none of them.`,
  })),
  {
    target: server('infrastructure'),
    from: [server('modules'), server('wiring')],
    message:
      'infrastructure/ knows no feature: it imports no module and no wiring. Take what a module knows as an option, passed by wiring/ or app.ts.',
  },
  {
    target: server('modules'),
    from: [server('wiring')],
    message:
      'modules/ never import wiring/: the wiring is built from the modules. Read the service from its decorator, or move it into a module.',
  },
];

// A later `no-restricted-imports` entry replaces an earlier one for the files it matches, so
// every entry repeats the bans of the entries around it through these patterns.
const BROWSER_ONLY_CONTRACTS = {
  group: ['@pr/server', '**/apps/server/**'],
  message: 'The browser imports only @pr/contracts.',
};
const CONFIGURED_ZOD = {
  regex: '^zod(/|$)',
  message: "Use z from @pr/contracts/zod: it is configured for the browser's CSP.",
};
const NO_TEST_SUPPORT = {
  regex: '(^|/)test(/|$)',
  message: 'Test support is for tests; production code never imports it.',
};
const webImports = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [BROWSER_ONLY_CONTRACTS, CONFIGURED_ZOD, ...patterns] },
  ],
});
const WEB_TESTS = ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/src/**/test/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/server/src/modules/idp/assets/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Written out as /sw.js with the build's file lists (service-worker-plugin.ts).
    files: ['apps/web/scripts/service-worker.js'],
    languageOptions: { globals: { ...globals.serviceworker, SW_BUILD: 'readonly' } },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, ...webImports() },
  },
  {
    // The React Compiler's rules compile every file they check: a fifth of the whole lint's
    // time. Tests render the app's components and define few of their own; the hooks rules
    // still hold there.
    files: WEB_TESTS,
    rules: Object.fromEntries(
      Object.keys(reactHooks.configs.recommended.rules)
        .filter(
          (rule) => !['react-hooks/rules-of-hooks', 'react-hooks/exhaustive-deps'].includes(rule),
        )
        .map((rule) => [rule, 'off']),
    ),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: WEB_TESTS,
    rules: webImports(NO_TEST_SUPPORT),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'local/import-boundaries': ['error', { zones: webLayers }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: { 'local/import-boundaries': ['error', { zones: serverLayers }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    ignores: ['**/*.test.ts', '**/vitest.config.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!zod$)[^.]', message: 'contracts depend on zod only.' }] },
      ],
    },
  },
  {
    // A source file a newcomer reads in one go (issue 49): split along its meaning past 350
    // lines, every line counted. Tests are exempt, as a table of cases reads well long; the
    // generated migrations are ignored above.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    rules: { 'max-lines': ['error', { max: 350, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read the environment only in src/config.ts.',
        },
      ],
    },
  },
);
