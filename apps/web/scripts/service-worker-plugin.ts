import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/**
 * The flows installers use on site, the outbox they keep registrations in (loaded on demand,
 * so not reached through static imports) and the loaders of their texts: their pages' code
 * is kept for visits without signal.
 */
const INSTALLER_MODULE =
  /[\\/]src[\\/](features[\\/](installer|bulk|my-installations|outbox)[\\/]|shared[\\/](outbox|bulk-batch)[\\/]|app[\\/]router[\\/]outbox-route\.tsx$|i18n[\\/](account|bulk)-texts\.ts$)/;
/** A catalog's module (`locales/pl/bulk.json`): only the installer's language is kept. */
const CATALOG_MODULE = /[\\/]locales[\\/]([\w-]+)[\\/][\w-]+\.json$/;

const languageOf = (chunk: Rolldown.OutputChunk) =>
  CATALOG_MODULE.exec(chunk.facadeModuleId ?? '')?.[1];
/** Loaded only on demand (the spreadsheet reader, the code scanner): not kept in advance. */
const LARGEST_KEPT_BYTES = 300_000;

/**
 * The installer flows' files: the chunks of their modules, what those import statically, and
 * the start-up (the entry and its imports, its CSS), without catalogs or the largest chunks.
 */
function installerAssets(bundle: Rolldown.OutputBundle): string[] {
  const chunks = Object.values(bundle).filter(
    (file): file is Rolldown.OutputChunk => file.type === 'chunk',
  );
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const kept = new Set<string>();
  const keep = (chunk: Rolldown.OutputChunk) => {
    if (kept.has(chunk.fileName) || languageOf(chunk) !== undefined) return;
    if (chunk.code.length > LARGEST_KEPT_BYTES) return;
    kept.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) kept.add(css);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) keep(imported);
    }
  };
  for (const chunk of chunks) {
    if (chunk.isEntry || chunk.moduleIds.some((id) => INSTALLER_MODULE.test(id))) keep(chunk);
  }
  return [...kept].sort().map((file) => `/${file}`);
}

/**
 * Writes `/sw.js` (scripts/service-worker.js) with this build's version, every asset it may
 * keep, the installer flows' files it keeps once an installer page asks, and each language's
 * catalogs (every namespace) for the language of that page.
 */
export function serviceWorker(): Plugin {
  return {
    name: 'service-worker',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    async generateBundle(_options, bundle) {
      const assets = Object.keys(bundle)
        .filter((file) => file.startsWith('assets/'))
        .sort()
        .map((file) => `/${file}`);
      const catalogs: Record<string, string[]> = {};
      for (const file of Object.values(bundle)) {
        const language = file.type === 'chunk' ? languageOf(file) : undefined;
        if (language !== undefined) (catalogs[language] ??= []).push(`/${file.fileName}`);
      }
      const build = {
        version: createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 12),
        assets,
        installerAssets: installerAssets(bundle),
        catalogs,
      };
      const source = await readFile(path.join(import.meta.dirname, 'service-worker.js'), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const SW_BUILD = ${JSON.stringify(build)};\n${source}`,
      });
    },
  };
}
