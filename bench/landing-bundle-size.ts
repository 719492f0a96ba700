// Start-up JavaScript of the first pages, gzip-compressed, from the production build in
// apps/web/dist (run `npm run build` first): the entry and every chunk it imports, plus, for
// a prerendered page, its page module's chunks (what the page's loader preloads). Then what
// each library of the start-up costs: its production file, minified as shipped, gzipped.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { root } from './support/server';

interface ManifestChunk {
  file: string;
  imports?: string[];
}
const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function chunkFiles(...sources: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(chunk.file)) return;
    seen.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return [...seen];
}

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

const PAGES: Record<string, string> = {
  'landing (/fr-FR/)': 'src/features/landing/landing-page.tsx',
  'step 1 (/fr-FR/users/register/step/1)': 'src/features/end-user/end-user-serial-page.tsx',
};
for (const [name, source] of Object.entries(PAGES)) {
  const files = chunkFiles('index.html', source);
  const sizes = files.map((file) => ({ file, gzip: gzipKb(readFileSync(path.join(dist, file))) }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  console.log(`${name}: ${total.toFixed(2)} kB gzip start-up JS in ${files.length} file(s)`);
  for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${gzip.toFixed(2).padStart(7)} kB  ${file}`);
  }
}

/**
 * What each package of the landing's start-up costs: the build is made again (into a temporary
 * folder) to read how many bytes of each chunk every module rendered, and a chunk's gzip size
 * is shared out among its packages in proportion.
 */
const outDir = mkdtempSync(path.join(tmpdir(), 'pr-bench-bundle-'));
const rendered = new Map<string, Map<string, number>>();
await build({
  configFile: path.join(root, 'apps/web/vite.config.ts'),
  root: path.join(root, 'apps/web'),
  logLevel: 'silent',
  build: { outDir, emptyOutDir: true },
  plugins: [
    {
      name: 'rendered-sizes',
      generateBundle(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk') continue;
          const modules = new Map<string, number>();
          for (const [id, module] of Object.entries(output.modules)) {
            const name = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1] ?? 'our code';
            modules.set(name, (modules.get(name) ?? 0) + module.renderedLength);
          }
          rendered.set(output.fileName, modules);
        }
      },
    },
  ],
});
const packages = new Map<string, number>();
for (const file of chunkFiles('index.html', PAGES['landing (/fr-FR/)'] ?? '')) {
  const modules = rendered.get(file);
  if (modules === undefined) continue;
  const gzip = gzipKb(readFileSync(path.join(outDir, file)));
  const total = [...modules.values()].reduce((sum, length) => sum + length, 0);
  for (const [name, length] of modules) {
    packages.set(name, (packages.get(name) ?? 0) + (total === 0 ? 0 : (gzip * length) / total));
  }
}
rmSync(outDir, { recursive: true, force: true });
console.log("the landing's start-up by package (gzip, shared out by rendered bytes):");
for (const [name, kb] of [...packages].sort((a, b) => b[1] - a[1]).filter(([, kb]) => kb >= 0.5)) {
  console.log(`  ${kb.toFixed(2).padStart(7)} kB  ${name}`);
}
