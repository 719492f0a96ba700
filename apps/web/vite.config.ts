import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// With an extension, as Vite's native config loader will require.
import { bulkTemplates } from './scripts/bulk-templates-plugin.js';
import { precompress } from './scripts/precompress-plugin.js';

// The API and the embedded identity provider run in the server process (port 8080);
// proxying them keeps the browser on one origin, as in production.
const backend = 'http://localhost:8080';

export default defineConfig(({ isSsrBuild = false }) => ({
  plugins: [react(), bulkTemplates(), precompress()],
  // `vite build --ssr` bundles src/entry-server.tsx, which renders the public pages on the
  // server; its dependencies stay external and are imported from node_modules.
  ssr: { noExternal: ['@pr/contracts'] },
  build: {
    // The server reads which CSS and JS files a prerendered page needs.
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // exceljs (~940 kB) is one lazy chunk, loaded only when an installer picks a spreadsheet.
    chunkSizeWarningLimit: 1000,
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
