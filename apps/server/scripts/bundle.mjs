// Bundles the server into dist/server.js, so production starts plain JavaScript instead of
// compiling TypeScript on every start. Packages stay external (installed node_modules), except
// the workspace's own contracts, which are TypeScript source.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const at = (relative) => fileURLToPath(new URL(relative, import.meta.url));
const { dependencies } = JSON.parse(readFileSync(at('../package.json'), 'utf8'));

await build({
  entryPoints: [at('../src/server.ts')],
  outfile: at('../dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: Object.keys(dependencies).filter((name) => name !== '@pr/contracts'),
  sourcemap: true,
  logLevel: 'warning',
});
