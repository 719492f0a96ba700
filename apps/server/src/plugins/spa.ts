import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '@pr/contracts';

/**
 * Vite writes its content-hashed output flat into assets/ (`index-peNo0AF-.js`); files in
 * subfolders of assets/ come from the public folder or the build's template generator
 * under fixed names (`assets/products/terra-heat-pump.svg`) and can change at any release.
 */
function isHashedBuildAsset(relativePath: string): boolean {
  const [folder, fileName, ...deeper] = relativePath.split(path.sep);
  return folder === 'assets' && deeper.length === 0 && /-[\w-]{8,}\.\w+$/.test(fileName ?? '');
}

/** The spreadsheet templates (`assets/templates/{language}/bulk-upload-template.xlsx`). */
const isDownload = (relativePath: string) =>
  relativePath.startsWith(path.join('assets', 'templates') + path.sep);

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
      // The build wrote .br and .gz beside each text file: sent as they are, with Vary.
      preCompressed: true,
      setHeaders(res, filePath) {
        const relativePath = path.relative(distDir, filePath);
        // A cache must keep the compressed and the plain copy apart.
        res.setHeader('Vary', 'Accept-Encoding');
        // Hashed names change with their content: cache them forever. Everything else is
        // revalidated (ETag), so a new release's file is seen at once.
        res.setHeader(
          'Cache-Control',
          isHashedBuildAsset(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (isDownload(relativePath)) {
          res.setHeader(
            'Content-Disposition',
            `attachment; filename="${path.basename(relativePath)}"`,
          );
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
