import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@pr/contracts';
import {
  adjustPointsSchema,
  consolePointsSchema,
  consolePointsSearchSchema,
  pointsStatementSchema,
  pointsStatementSearchSchema,
} from '@pr/contracts/points';
import { requireInstaller, signedInInstaller, signedInStaff } from '../auth/authentication';
import { findCompany, installerCompanyId } from '../companies/companies';
import { HttpError } from '../../infrastructure/error-handler';
import { staffRoutes } from '../console/staff-routes';
import { companyBalances, pointsStatement } from './company-points';
import { adjustPoints } from './points-ledger';
import { consolePointsExportRoute, installerPointsExportRoute } from './points-export-routes';

/** "Mes installations": the points of the caller's installer company. */
export const installerPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = {
    rateLimit: { max: app.config.lookupRateLimitPerMinute, timeWindow: 60_000 },
  };
  app.get(
    '/installations/points',
    {
      config,
      preParsing: requireInstaller,
      schema: {
        summary: 'The installer company’s points: balance, and a page of its statement',
        tags: ['installations'],
        security: [{ bearerAuth: [] }],
        querystring: pointsStatementSearchSchema,
        response: {
          200: pointsStatementSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      const companyId = await installerCompanyId(db, signedInInstaller(request));
      return pointsStatement(db, companyId, request.query, app.pageCursors);
    },
  );
  installerPointsExportRoute(app, config);
};

/** Staff's view of every company's points (`/api/console/points`), and adjustments. */
export const consolePointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  const { db } = app.database;

  app.get(
    '/',
    staffRoute({
      summary: 'Every company’s points balance, or one company’s statement (staff)',
      querystring: consolePointsSearchSchema,
      response: { 200: consolePointsSchema },
    }),
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      const { companyId, ...search } = request.query;
      if (companyId === undefined) return { companies: await companyBalances(db) };
      if (!(await findCompany(db, companyId))) {
        throw new HttpError(404, 'unknown_company', 'No company has this id.');
      }
      return { companyId, ...(await pointsStatement(db, companyId, search, app.pageCursors)) };
    },
  );

  app.post(
    '/adjust',
    staffRoute({
      summary: 'Add or take away a company’s points, with a reason for the audit log (staff)',
      body: adjustPointsSchema,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await adjustPoints(db, signedInStaff(request), request.body);
      return reply.status(204).send(null);
    },
  );
  consolePointsExportRoute(app, staffRoute);
};
