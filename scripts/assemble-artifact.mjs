// `node scripts/assemble-artifact.mjs <folder>`: lays out the production artifact in <folder>,
// after `npm run build`: the bundled server and its tools, the web build, the files the server
// reads at run time, and the server's production dependencies only, at the versions of
// package-lock.json. The container image runs this folder (Dockerfile) and CI starts it
// (e2e/tests/operations/production-artifact.spec.ts), so what CI proves is what the image
// ships. Start it with `node apps/server/dist/server.js`.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const target = process.argv[2];
if (target === undefined) {
  console.error('Usage: node scripts/assemble-artifact.mjs <folder>');
  process.exit(2);
}
const into = path.resolve(target);
const SERVER = 'apps/server';
/** Bundled into the server (apps/server/scripts/bundle.mjs), so not installed. */
const BUNDLED = new Set(['@pr/contracts']);

/** Built by `npm run build`. */
const BUILT = [`${SERVER}/dist`, 'apps/web/dist', 'apps/web/dist-ssr'];
/** Read by the server at run time, found from apps/server (apps/server/src/server-root.ts). */
const RUNTIME_FILES = [
  `${SERVER}/src/db/migrations`,
  `${SERVER}/src/pages/page.css`,
  `${SERVER}/src/modules/idp/assets`,
];

const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const missing = BUILT.filter((folder) => !existsSync(path.join(root, folder)));
if (missing.length > 0) {
  console.error(`Run npm run build first: ${missing.join(', ')} missing.`);
  process.exit(1);
}

/**
 * The lock file's entries the server needs in production: its dependencies and theirs, found
 * where Node would find them. `npm ci --omit=dev` cannot do this for one workspace: it
 * installs the workspaces' devDependencies (npm/cli#6441, #6670).
 */
function productionLock(lock, dependencies) {
  const packages = lock.packages;
  const parentOf = (folder) => {
    const nested = folder.lastIndexOf('/node_modules/');
    if (nested >= 0) return folder.slice(0, nested);
    return folder.startsWith('node_modules/') || folder === SERVER ? '' : undefined;
  };
  const resolve = (name, from) => {
    for (let folder = from; folder !== undefined; folder = parentOf(folder)) {
      const key = folder === '' ? `node_modules/${name}` : `${folder}/node_modules/${name}`;
      if (packages[key] !== undefined) return key;
      if (folder === '') return undefined;
    }
    return undefined;
  };
  const kept = new Set();
  const visit = (from, needs, optional) => {
    for (const name of Object.keys(needs ?? {})) {
      const key = resolve(name, from);
      if (key === undefined) {
        if (optional.has(name)) continue;
        throw new Error(`${name}, needed by ${from || 'the server'}, is not in package-lock.json`);
      }
      if (kept.has(key)) continue;
      kept.add(key);
      const entry = packages[key];
      const optionalPeers = Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([peer]) => peer);
      const peers = Object.fromEntries(
        Object.entries(entry.peerDependencies ?? {}).filter(
          ([peer]) => !optionalPeers.includes(peer),
        ),
      );
      visit(key, entry.dependencies, new Set());
      visit(
        key,
        entry.optionalDependencies,
        new Set(Object.keys(entry.optionalDependencies ?? {})),
      );
      visit(key, peers, new Set());
    }
  };
  visit(SERVER, dependencies, new Set());

  const { name, version } = lock.packages[''];
  const entries = Object.fromEntries(
    [...kept].sort().map((key) => {
      const entry = { ...packages[key] };
      // Dev-only elsewhere in the repository, needed here.
      delete entry.dev;
      delete entry.devOptional;
      return [key, entry];
    }),
  );
  return {
    name,
    version,
    lockfileVersion: lock.lockfileVersion,
    requires: true,
    packages: {
      '': { name, version, workspaces: [SERVER] },
      [SERVER]: { name: packages[SERVER].name, dependencies },
      [`node_modules/${packages[SERVER].name}`]: { resolved: SERVER, link: true },
      ...entries,
    },
  };
}

const rootManifest = readJson('package.json');
const serverManifest = readJson(`${SERVER}/package.json`);
const dependencies = Object.fromEntries(
  Object.entries(serverManifest.dependencies).filter(([name]) => !BUNDLED.has(name)),
);

mkdirSync(into, { recursive: true });
for (const file of [...BUILT, ...RUNTIME_FILES]) {
  // Source maps stay: a production stack trace points at the TypeScript source.
  cpSync(path.join(root, file), path.join(into, file), { recursive: true });
}
const writeJson = (file, value) =>
  writeFileSync(path.join(into, file), `${JSON.stringify(value, null, 2)}\n`);
writeJson('package.json', {
  name: rootManifest.name,
  version: rootManifest.version,
  private: true,
  type: 'module',
  engines: rootManifest.engines,
  workspaces: [SERVER],
});
writeJson(`${SERVER}/package.json`, {
  name: serverManifest.name,
  private: true,
  type: 'module',
  dependencies,
});
writeJson('package-lock.json', productionLock(readJson('package-lock.json'), dependencies));

const install = spawnSync(
  'npm',
  ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'],
  { cwd: into, stdio: 'inherit' },
);
process.exit(install.status ?? 1);
