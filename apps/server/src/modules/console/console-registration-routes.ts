import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cancelRegistrationSchema,
  reassignRegistrationSchema,
  registrationDetailSchema,
  registrationExportSchema,
  registrationPageSchema,
  registrationSearchSchema,
} from '@pr/contracts/console';
import { signedInStaff } from '../auth/authentication';
import { filtersText, recordStaffAction } from './audit-log';
import { registrationsCsv, registrationsXlsx, sendExport } from './export-registrations';
import { exportView } from './export-view';
import {
  cancelRegistration,
  reassignRegistration,
  registrationDetail,
} from './registration-detail';
import { searchRegistrations } from './search-registrations';
import { staffRoutes } from './staff-routes';

/** Registrations in the back office (`/api/console/registrations`): search, export, act. */
export const consoleRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  // Searches and exports read from a standby when there is one, a moment behind the primary
  // (docs/operations.md §3); a registration's detail and every change, from the primary.
  const { db, readDb } = app.database;
  const idParams = z.object({ id: z.string().max(100) });

  app.get(
    '/registrations',
    staffRoute({
      summary: 'Search registrations (staff): filters, newest or oldest first, keyset pages',
      querystring: registrationSearchSchema,
      response: { 200: registrationPageSchema },
    }),
    async (request) => {
      const { after, limit: _limit, sort: _sort, ...filters } = request.query;
      const page = await searchRegistrations(readDb, request.query, app.pageCursors);
      // Looking customers up is access to their data: every page read is on record, its
      // filters (none: the whole list) and how many registrations it showed.
      await recordStaffAction(db, signedInStaff(request), {
        action: 'search',
        targetType: 'registrations',
        targetId: filtersText(filters),
        details: { filters, nextPage: after !== undefined, shown: page.items.length },
      });
      return page;
    },
  );

  app.get(
    '/registrations/export',
    staffRoute({
      summary: 'Export the registrations of a filter as CSV or XLSX, streamed (staff)',
      querystring: registrationExportSchema,
      response: { 200: z.unknown().describe('The CSV or XLSX file') },
    }),
    async (request, reply) => {
      const { format, header, locale, timeZone, ...filters } = request.query;
      const view = exportView({ header, locale, timeZone }, app.config.defaultLocale);
      // Exports carry customers' data out of the system: each one is on record.
      await recordStaffAction(db, signedInStaff(request), {
        action: 'export',
        targetType: 'registrations',
        targetId: format,
        details: { filters },
      });
      const file =
        format === 'csv'
          ? await registrationsCsv(readDb, filters, view)
          : await registrationsXlsx(readDb, filters, view);
      return sendExport(reply, file, format, 'registrations');
    },
  );

  app.get(
    '/registrations/:id',
    staffRoute({
      summary: 'A registration and its history (staff)',
      params: idParams,
      response: { 200: registrationDetailSchema },
    }),
    async (request) => {
      const detail = await registrationDetail(db, request.params.id);
      // A customer's registration read by staff is on record, as a search is.
      await recordStaffAction(db, signedInStaff(request), {
        action: 'view',
        targetType: 'registration',
        targetId: request.params.id,
      });
      return detail;
    },
  );

  app.post(
    '/registrations/:id/cancel',
    staffRoute({
      summary: 'Cancel a registration with a reason (staff): the serial is free again',
      params: idParams,
      body: cancelRegistrationSchema,
      response: { 200: registrationDetailSchema },
    }),
    async (request) => {
      const detail = await cancelRegistration(
        db,
        request.params.id,
        signedInStaff(request),
        request.body.reason,
        app.config.catalogTextFallback,
      );
      app.mailWorker.kick();
      return detail;
    },
  );

  app.post(
    '/registrations/:id/reassign',
    staffRoute({
      summary:
        'Move an owner registration to another e-mail (staff): the address confirms, then the old one is cancelled',
      params: idParams,
      body: reassignRegistrationSchema,
      response: { 200: registrationDetailSchema },
    }),
    async (request) => {
      const detail = await reassignRegistration(
        db,
        request.params.id,
        signedInStaff(request),
        request.body,
        {
          textFallback: app.config.catalogTextFallback,
          publicBaseUrl: app.config.publicBaseUrl,
          pendingTtlHours: app.config.registrationLimits.pendingTtlHours,
        },
      );
      app.mailWorker.kick();
      return detail;
    },
  );
};
