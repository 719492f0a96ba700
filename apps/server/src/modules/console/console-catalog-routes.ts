import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  catalogImportedSchema,
  catalogOverviewSchema,
  catalogRefusedSchema,
  catalogUploadSchema,
} from '@pr/contracts/console';
import { signedInStaff } from '../auth/authentication';
import { importCatalogTexts } from '../catalog/import-catalog';
import { recordStaffAction } from './audit-log';
import { catalogOverview } from './catalog-overview';
import { staffRoutes } from './staff-routes';

/** The product catalog in the back office (`/api/console/catalog`): overview and import. */
export const consoleCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  const { db } = app.database;

  app.get(
    '/catalog',
    staffRoute({
      summary: 'Products with their device counts, and the incentives (staff)',
      response: { 200: catalogOverviewSchema },
    }),
    async () => catalogOverview(db),
  );

  app.post(
    '/catalog/import',
    {
      ...staffRoute({
        summary:
          'Import catalog files (staff): the rules of npm run catalog:import, all or nothing',
        body: catalogUploadSchema,
        response: { 200: catalogImportedSchema, 422: catalogRefusedSchema },
      }),
      // Catalog files are large (a million serials is some 25 MB): this route alone may be.
      bodyLimit: app.config.catalogUploadLimitBytes,
    },
    async (request, reply) => {
      const result = await importCatalogTexts(db, request.body.files);
      if (!result.ok) {
        return reply.status(422).send({
          code: 'invalid_catalog' as const,
          message: `Nothing imported: ${result.errors.length} problem(s).`,
          details: { problems: result.errors },
        });
      }
      const { ok: _ok, ...imported } = result;
      await recordStaffAction(db, signedInStaff(request), {
        action: 'import',
        targetType: 'catalog',
        targetId: request.body.files.map((file) => file.name).join(', '),
        details: imported,
      });
      return imported;
    },
  );
};
