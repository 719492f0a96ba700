import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditSearchSchema } from '@pr/contracts/console';
import { listStaffActions } from './audit-log';
import { staffOnly, staffRouteErrors as errors } from './staff-routes';

/** The audit log of staff actions in the back office (`/api/console/audit`). */
export const consoleAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = staffOnly(app, app.config.consoleRateLimitPerMinute);
  const { db } = app.database;

  app.get(
    '/audit',
    {
      config,
      schema: {
        summary: 'The audit log of staff actions, newest first (staff)',
        tags: ['console'],
        security: [{ bearerAuth: [] }],
        querystring: auditSearchSchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => ({ items: await listStaffActions(db, request.query) }),
  );
};
