// Initial JavaScript of the landing route: the entry script plus every module it preloads,
// gzip-compressed, from the production build in apps/web/dist (run `npm run build` first).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './support/server';

const dist = path.join(root, 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((m) => m[1] ?? '');
let raw = 0;
let gzip = 0;
for (const src of scripts) {
  const bytes = readFileSync(path.join(dist, src));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
console.log(
  `landing initial JS: ${(gzip / 1024).toFixed(2)} kB gzip (${(raw / 1024).toFixed(1)} kB raw) in ${scripts.length} file(s)`,
);
