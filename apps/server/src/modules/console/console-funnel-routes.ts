import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { funnelExportSchema, funnelQuerySchema, funnelSchema } from '@pr/contracts';
import { signedInStaff } from '../auth/authentication';
import { funnelCsv, funnelReport } from '../funnel/funnel-report';
import { recordStaffAction } from './audit-log';
import { sendExport } from './export-registrations';
import { staffRoutes } from './staff-routes';

/** The registration funnel in the back office (`/api/console/funnel`): report and export. */
export const consoleFunnelRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  // Reads from a standby when there is one (docs/operations.md §3); the audit entry, the primary.
  const { db, readDb } = app.database;

  app.get(
    '/funnel',
    staffRoute({
      summary:
        'The registration funnel of a period (staff): QR codes opened, look-ups found, steps reached, submitted, confirmed, links lapsed',
      description:
        'From anonymous daily counters. Period: `from` and `to` (UTC days, both included; the last 30 days without). QR opened and look-up found have no channel: null with a channel filter.',
      querystring: funnelQuerySchema,
      response: { 200: funnelSchema },
    }),
    async (request) => funnelReport(readDb, request.query),
  );

  app.get(
    '/funnel/export',
    staffRoute({
      summary: 'Export the funnel’s daily counters of a filter as CSV (staff)',
      querystring: funnelExportSchema,
      response: { 200: z.unknown().describe('The CSV file') },
    }),
    async (request, reply) => {
      const file = await funnelCsv(readDb, request.query);
      // Counters, no customer's data: on record all the same, as every export is.
      await recordStaffAction(db, signedInStaff(request), {
        action: 'export',
        targetType: 'funnel',
        targetId: 'csv',
        details: { filters: request.query },
      });
      return sendExport(reply, file, 'csv', 'funnel');
    },
  );
};
