import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@pr/contracts';
import { consolePointsExportSchema, pointsExportSchema } from '@pr/contracts/points';
import { requireInstaller, signedInInstaller, signedInStaff } from '../auth/authentication';
import { findCompany, installerCompanyId } from '../companies/companies';
import { HttpError } from '../../infrastructure/error-handler';
import { recordStaffAction } from '../console/audit-log';
import { sendExport } from '../console/export-file';
import { exportView } from '../console/export-view';
import type { StaffRoute } from '../console/staff-routes';
import { pointsExport } from './points-export';

/** The instance a points plugin adds its routes to. */
type App = Parameters<FastifyPluginAsyncZod>[0];

const file = z.unknown().describe('The CSV or XLSX file');

/** `GET /api/installations/points/export`: the installer company's statement as a file. */
export function installerPointsExportRoute(
  app: App,
  config: { rateLimit: { max: number; timeWindow: number } },
): void {
  const { db } = app.database;
  app.get(
    '/installations/points/export',
    {
      config,
      preParsing: requireInstaller,
      schema: {
        summary: 'The installer company’s points statement of a filter as CSV or XLSX, streamed',
        tags: ['installations'],
        security: [{ bearerAuth: [] }],
        querystring: pointsExportSchema,
        response: {
          200: file,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { format, header, locale, timeZone, ...filters } = request.query;
      const companyId = await installerCompanyId(db, signedInInstaller(request));
      const view = exportView({ header, locale, timeZone }, app.config.defaultLocale);
      const stream = await pointsExport(db, companyId, filters, format, view);
      return sendExport(reply, stream, format, 'points');
    },
  );
}

/** `GET /api/console/points/export?companyId=`: any company's statement, for staff. */
export function consolePointsExportRoute(app: App, staffRoute: StaffRoute): void {
  const { db } = app.database;
  app.get(
    '/export',
    staffRoute({
      summary: 'One company’s points statement of a filter as CSV or XLSX, streamed (staff)',
      querystring: consolePointsExportSchema,
      response: { 200: file },
    }),
    async (request, reply) => {
      const { format, header, locale, timeZone, companyId, ...filters } = request.query;
      if (!(await findCompany(db, companyId))) {
        throw new HttpError(404, 'unknown_company', 'No company has this id.');
      }
      // An export carries a company's data out of the system: each one is on record.
      await recordStaffAction(db, signedInStaff(request), {
        action: 'export',
        targetType: 'points',
        targetId: companyId,
        details: { format, filters },
      });
      const view = exportView({ header, locale, timeZone }, app.config.defaultLocale);
      const stream = await pointsExport(db, companyId, filters, format, view);
      return sendExport(reply, stream, format, 'points');
    },
  );
}
