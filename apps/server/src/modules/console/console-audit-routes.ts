import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditSearchSchema } from '@pr/contracts/console';
import { listStaffActions } from './audit-log';
import { staffRoutes } from './staff-routes';

/** The audit log of staff actions in the back office (`/api/console/audit`). */
export const consoleAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  // A standby's, when there is one: the log may be a moment behind (docs/operations.md §3).
  const { readDb } = app.database;

  app.get(
    '/audit',
    staffRoute({
      summary: 'The audit log of staff actions, newest first (staff)',
      querystring: auditSearchSchema,
      response: { 200: auditPageSchema },
    }),
    async (request) => ({ items: await listStaffActions(readDb, request.query) }),
  );
};
