import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type { buildBulkTemplateFiles, BulkTemplateFile } from './bulk-template-files';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TEMPLATES_URL = '/assets/templates/';

/**
 * Builds the bulk upload templates from the bulk catalogs with the app, so they can never
 * be stale or missing, whichever way Vite runs (`npm run build`, `vite build --outDir`,
 * the dev server). Nothing generated lands in the source tree.
 */
export function bulkTemplates(): Plugin {
  let root = process.cwd();

  // Loaded through Vite's module runner, not imported by the config: the generator
  // imports app sources, which the config loader would otherwise have to bundle.
  async function buildFiles(): Promise<BulkTemplateFile[]> {
    const { module } = await runnerImport<{
      buildBulkTemplateFiles: typeof buildBulkTemplateFiles;
    }>(path.join(root, 'scripts/bulk-template-files.ts'));
    return module.buildBulkTemplateFiles();
  }

  return {
    name: 'bulk-upload-templates',
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      // Built per request, so a catalog edit shows in the next download.
      server.middlewares.use((request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        if (!url.startsWith(TEMPLATES_URL)) {
          next();
          return;
        }
        buildFiles().then((files) => {
          const file = files.find((candidate) => `/${candidate.path}` === url);
          if (!file) {
            next();
            return;
          }
          response.setHeader('Content-Type', XLSX_TYPE);
          response.setHeader(
            'Content-Disposition',
            `attachment; filename="${path.basename(file.path)}"`,
          );
          response.setHeader('Cache-Control', 'no-cache');
          response.end(file.bytes);
        }, next);
      });
    },
    async generateBundle() {
      // The server-side render bundle (entry-server.tsx) carries no assets.
      if (this.environment.config.build.ssr !== false) return;
      for (const file of await buildFiles()) {
        this.emitFile({ type: 'asset', fileName: file.path, source: file.bytes });
      }
    },
  };
}
