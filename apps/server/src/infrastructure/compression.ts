import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Answers over 1 kB go compressed (the built assets were compressed once, at build time, and
 * are sent as they are). Brotli at quality 4: at the default 11, compressing every answer
 * would cost more CPU than the bytes it saves.
 */
export const compression = fp(
  async (app) => {
    await app.register(compress, {
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
