import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, installationExportSchema, installationSearchSchema } from '@pr/contracts';
import { registrationPageSchema } from '@pr/contracts/console';
import { requireInstaller, signedInInstaller } from '../auth/authentication';
import { installerCompanyId } from '../companies/companies';
import { registrationsCsv, registrationsXlsx, sendExport } from '../console/export-registrations';
import { exportView } from '../console/export-view';
import { searchRegistrations } from '../console/search-registrations';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

/**
 * "Mes installations": every registration of the caller's installer company, single and bulk,
 * searched and exported with the console's search, limited to that company.
 */
export const installationRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimitPerMinute = app.config.lookupRateLimitPerMinute;
  const db = app.database.db;
  const cursors = app.pageCursors;
  const defaultLocale = app.config.defaultLocale;
  const config = { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } };
  const tags = ['installations'];
  const security = [{ bearerAuth: [] }];
  const companyOf = (request: Parameters<typeof signedInInstaller>[0]) =>
    installerCompanyId(db, signedInInstaller(request));

  app.get(
    '/installations',
    {
      config,
      preParsing: requireInstaller,
      schema: {
        summary: 'A page of the installer company’s registrations, newest first',
        tags,
        security,
        querystring: installationSearchSchema,
        response: { 200: registrationPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return searchRegistrations(
        db,
        { ...request.query, companyId: await companyOf(request) },
        cursors,
      );
    },
  );

  app.get(
    '/installations/export',
    {
      config,
      preParsing: requireInstaller,
      schema: {
        summary: 'The installer company’s registrations of a filter as CSV or XLSX, streamed',
        tags,
        security,
        querystring: installationExportSchema,
        response: { 200: z.unknown().describe('The CSV or XLSX file'), ...errors },
      },
    },
    async (request, reply) => {
      const { format, header, locale, timeZone, ...filters } = request.query;
      const scoped = { ...filters, companyId: await companyOf(request) };
      const view = exportView({ header, locale, timeZone }, defaultLocale);
      const file =
        format === 'csv'
          ? await registrationsCsv(db, scoped, view)
          : await registrationsXlsx(db, scoped, view);
      return sendExport(reply, file, format, 'installations');
    },
  );
};
