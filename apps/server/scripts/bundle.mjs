// Bundles the server and its command-line tools into dist/, so production runs plain
// JavaScript instead of compiling TypeScript on every start, and a container image needs no
// TypeScript tooling. Packages stay external (installed node_modules), except the
// workspace's own contracts, which are TypeScript source.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const at = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const { dependencies } = JSON.parse(readFileSync(at('../package.json'), 'utf8'));

await build({
  entryPoints: {
    server: at('../src/server.ts'),
    // What a deployment runs before its rollout (`npm run db:migrate` from a source checkout).
    migrate: at('../src/db/migrate-cli.ts'),
    'catalog-import': at('../src/modules/catalog/import-cli.ts'),
    'places-import': at('../src/modules/places/import-places-cli.ts'),
  },
  outdir: at('../dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies).filter((name) => name !== '@pr/contracts'),
  sourcemap: true,
  logLevel: 'warning',
});
