import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (apps/server). This module sits one level below it both as
 * source (src/server-root.ts) and inlined into the bundle (dist/server.js), so the files the
 * server reads at run time are named from here, the same way in both.
 */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
