import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This module sits one level below it both as
 * source (src/server-root.ts) and inlined into the bundle (dist/server.js), so the files the
 * server reads at run time are named from here, the same way in both.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The release, as the root package.json names it (health answers and traces carry it). */
export const RELEASE_VERSION = (
  JSON.parse(readFileSync(path.join(SERVER_ROOT, '../../package.json'), 'utf8')) as {
    version: string;
  }
).version;
