import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@pr/contracts';

/**
 * Serves the built SPA. Paths without a file extension that match no file get index.html
 * (client-side routes); a missing asset stays a 404 rather than an HTML page.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        // Vite names built assets by content hash: cache them forever.
        if (
          filePath.includes(`${path.sep}assets${path.sep}`) &&
          /-[\w-]{8,}\.\w+$/.test(filePath)
        ) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi =
      pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/idp');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasBuild && wantsPage && !isApi && path.extname(pathname) === '') {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const body: ApiErrorBody = {
      code: 'not_found',
      message: `No route for ${request.method} ${pathname}.`,
    };
    return reply.status(404).send(body);
  });
}
