// `npm start`: builds the web app and the server bundle when a build is missing or older than
// its sources, then runs the bundled server (plain JavaScript, no compiling on start).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (relative) => path.join(root, relative);

/** What the build reads: a change to any of them makes the build stale. */
const SOURCES = [
  'package-lock.json',
  'packages/contracts/src',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
  'apps/server/src',
  'apps/server/scripts',
];
/** What the build writes. */
const OUTPUTS = [
  'apps/web/dist/index.html',
  'apps/web/dist/.vite/manifest.json',
  'apps/web/dist-ssr/entry-server.js',
  'apps/server/dist/server.js',
];

/** The newest modification time under `target`, a file or a folder. */
function newestChange(target) {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

function isStale() {
  if (!OUTPUTS.every((output) => existsSync(at(output)))) return true;
  const built = Math.min(...OUTPUTS.map((output) => statSync(at(output)).mtimeMs));
  const changed = Math.max(
    ...SOURCES.filter((source) => existsSync(at(source))).map((source) => newestChange(at(source))),
  );
  return changed > built;
}

if (isStale()) {
  console.log('The build is missing or older than its sources: building…');
  const { status } = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
await import(pathToFileURL(at('apps/server/dist/server.js')).href);
