import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
// With an extension, as Vite's native config loader will require.
import { bulkTemplates } from './scripts/bulk-templates-plugin.js';
import { precompress } from './scripts/precompress-plugin.js';
import { serviceWorker } from './scripts/service-worker-plugin.js';
import { startChunk } from './scripts/start-chunk.js';

// The API and the embedded identity provider run in the server process (port 8080);
// proxying them keeps the browser on one origin, as in production.
const backend = 'http://localhost:8080';

/**
 * The bulk pages read every language's column names (features/bulk/mapping/pasted-table.ts),
 * the bulk texts load one language's (i18n/bulk-texts.ts): the dynamic import finds them in
 * chunks of their own, as meant. Said once per language and build, the notice that it does
 * not split them further would drown the others.
 */
const quietBulkColumns: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('bulk-columns.json'))
    return;
  handler(level, log);
};

export default defineConfig(({ isSsrBuild = false }) => ({
  // React's JSX and, in the dev server, Fast Refresh (an edited component keeps its state).
  plugins: [react(), bulkTemplates(), serviceWorker(), precompress()],
  // `vite build --ssr` bundles src/entry-server.tsx, which renders the public pages on the
  // server, with every dependency (React DOM's server renderer included): the production
  // artifact installs the server's dependencies only.
  ssr: { noExternal: true },
  build: {
    // The server reads which CSS and JS files a prerendered page needs.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // exceljs (~940 kB) is one lazy chunk, loaded only when an installer picks a spreadsheet.
    chunkSizeWarningLimit: 1000,
    rolldownOptions: isSsrBuild
      ? { onLog: quietBulkColumns }
      : {
          onLog: quietBulkColumns,
          output: {
            codeSplitting: startChunk(path.join(import.meta.dirname, 'src/main.tsx')),
            // The start chunk lists the files of every lazy page and what they share: seven
            // characters of hash (not eight) keep that list shorter, and names
            // unique among a few hundred files.
            entryFileNames: 'assets/[name]-[hash:7].js',
            // A catalog is named after its language (locales/pl/translation.json: pl-….js;
            // locales/pl/bulk.json: pl-bulk-….js), not `translation-….js` in every language:
            // the start-up's tests tell by the name that a page loaded its language only.
            chunkFileNames: ({ facadeModuleId }) => {
              const catalog = /[\\/]locales[\\/]([\w-]+)[\\/]([\w-]+)\.json$/.exec(
                facadeModuleId ?? '',
              );
              if (!catalog) return 'assets/[name]-[hash:7].js';
              const [, language, namespace] = catalog;
              return namespace === 'translation'
                ? `assets/${language}-[hash:7].js`
                : `assets/${language}-${namespace}-[hash:7].js`;
            },
            assetFileNames: 'assets/[name]-[hash:7][extname]',
          },
        },
  },
  server: {
    proxy: {
      '/api': backend,
      '/idp': backend,
    },
  },
  preview: {
    proxy: {
      '/api': backend,
      '/idp': backend,
    },
  },
}));
