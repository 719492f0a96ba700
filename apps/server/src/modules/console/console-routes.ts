import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { funnelExportSchema, funnelQuerySchema, funnelSchema, splitLocale } from '@pr/contracts';
import {
  approveCompanySchema,
  auditPageSchema,
  catalogImportedSchema,
  catalogOverviewSchema,
  catalogRefusedSchema,
  catalogUploadSchema,
  consoleOverviewSchema,
  companyPageSchema,
  companySearchSchema,
  consoleCompanySchema,
  rejectCompanySchema,
  auditSearchSchema,
  cancelRegistrationSchema,
  registrationDetailSchema,
  registrationExportSchema,
  registrationPageSchema,
  reassignRegistrationSchema,
  registrationSearchSchema,
} from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { signedInStaff } from '../auth/authentication';
import { decideCompany, listCompanies } from '../companies/companies';
import { importCatalogTexts } from '../catalog/import-catalog';
import { listStaffActions, recordStaffAction } from './audit-log';
import { catalogOverview } from './catalog-overview';
import { consoleOverview } from './console-overview';
import { funnelCsv, funnelReport } from '../funnel/funnel-report';
import { registrationsCsv, registrationsXlsx, sendExport } from './export-registrations';
import { exportView } from './export-view';
import {
  cancelRegistration,
  reassignRegistration,
  registrationDetail,
} from './registration-detail';
import type { PageCursors } from './page-cursors';
import { searchRegistrations } from './search-registrations';
import { staffOnly, staffRouteErrors as errors } from './staff-routes';
import type { TextFallback } from '../catalog/localize';

export interface ConsoleRoutesOptions {
  db: Database;
  defaultLocale: string;
  /** Where a catalog text missing in the requested language is looked for (CATALOG_TEXT_FALLBACK). */
  textFallback: TextFallback;
  publicBaseUrl: string;
  pendingTtlHours: number;
  catalogUploadLimitBytes: number;
  /** Requests per staff account and minute. */
  rateLimitPerMinute: number;
  cursors: PageCursors;
  onMailQueued: () => void;
}

/** A search's filters as the audit log names them: `status=pending name=Dub`, or `all`. */
const filtersText = (filters: Record<string, unknown>) =>
  Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(' ') || 'all';

/** The manufacturer's back-office API (`/api/console`): staff only, every route. */
export const consoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, options) => {
  const config = staffOnly(app, options.rateLimitPerMinute);
  const defaultLanguage = splitLocale(options.defaultLocale).language;
  const tags = ['console'];
  const security = [{ bearerAuth: [] }];
  const idParams = z.object({ id: z.string().max(100) });

  app.get(
    '/registrations',
    {
      config,
      schema: {
        summary: 'Search registrations (staff): filters, newest or oldest first, keyset pages',
        tags,
        security,
        querystring: registrationSearchSchema,
        response: { 200: registrationPageSchema, ...errors },
      },
    },
    async (request) => {
      const { after, limit: _limit, sort: _sort, ...filters } = request.query;
      const page = await searchRegistrations(options.db, request.query, options.cursors);
      // Looking customers up is access to their data: every page read is on record, its
      // filters (none: the whole list) and how many registrations it showed.
      await recordStaffAction(options.db, signedInStaff(request), {
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
    {
      config,
      schema: {
        summary: 'Export the registrations of a filter as CSV or XLSX, streamed (staff)',
        tags,
        security,
        querystring: registrationExportSchema,
        response: { 200: z.unknown().describe('The CSV or XLSX file'), ...errors },
      },
    },
    async (request, reply) => {
      const { format, header, locale, timeZone, ...filters } = request.query;
      const view = exportView({ header, locale, timeZone }, options.defaultLocale);
      // Exports carry customers' data out of the system: each one is on record.
      await recordStaffAction(options.db, signedInStaff(request), {
        action: 'export',
        targetType: 'registrations',
        targetId: format,
        details: { filters },
      });
      const file =
        format === 'csv'
          ? await registrationsCsv(options.db, filters, view)
          : await registrationsXlsx(options.db, filters, view);
      return sendExport(reply, file, format, 'registrations');
    },
  );

  app.get(
    '/registrations/:id',
    {
      config,
      schema: {
        summary: 'A registration and its history (staff)',
        tags,
        security,
        params: idParams,
        response: { 200: registrationDetailSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await registrationDetail(options.db, request.params.id);
      // A customer's registration read by staff is on record, as a search is.
      await recordStaffAction(options.db, signedInStaff(request), {
        action: 'view',
        targetType: 'registration',
        targetId: request.params.id,
      });
      return detail;
    },
  );

  app.post(
    '/registrations/:id/cancel',
    {
      config,
      schema: {
        summary: 'Cancel a registration with a reason (staff): the serial is free again',
        tags,
        security,
        params: idParams,
        body: cancelRegistrationSchema,
        response: { 200: registrationDetailSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await cancelRegistration(
        options.db,
        request.params.id,
        signedInStaff(request),
        request.body.reason,
        options.textFallback,
      );
      options.onMailQueued();
      return detail;
    },
  );

  app.post(
    '/registrations/:id/reassign',
    {
      config,
      schema: {
        summary:
          'Move an owner registration to another e-mail (staff): the address confirms, then the old one is cancelled',
        tags,
        security,
        params: idParams,
        body: reassignRegistrationSchema,
        response: { 200: registrationDetailSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await reassignRegistration(
        options.db,
        request.params.id,
        signedInStaff(request),
        request.body,
        {
          textFallback: options.textFallback,
          publicBaseUrl: options.publicBaseUrl,
          pendingTtlHours: options.pendingTtlHours,
        },
      );
      options.onMailQueued();
      return detail;
    },
  );

  app.get(
    '/companies',
    {
      config,
      schema: {
        summary: 'Installer companies (staff): pending applications first',
        tags,
        security,
        querystring: companySearchSchema,
        response: { 200: companyPageSchema, ...errors },
      },
    },
    async (request) => {
      const { limit: _limit, ...filters } = request.query;
      const items = await listCompanies(options.db, request.query);
      // Applicants' names and addresses: read on record, as registrations are.
      await recordStaffAction(options.db, signedInStaff(request), {
        action: 'search',
        targetType: 'companies',
        targetId: filtersText(filters),
        details: { filters, shown: items.length },
      });
      return { items };
    },
  );

  for (const [decision, status, body] of [
    ['approve', 'approved', approveCompanySchema],
    ['reject', 'rejected', rejectCompanySchema],
  ] as const) {
    app.post(
      `/companies/:id/${decision}`,
      {
        config,
        schema: {
          summary:
            decision === 'approve'
              ? 'Approve an installer company (staff): its applicant becomes its installer'
              : 'Reject an installer company with a reason (staff): its applicant is told',
          tags,
          security,
          params: idParams,
          body,
          response: { 200: consoleCompanySchema, ...errors },
        },
      },
      async (request) => {
        const company = await decideCompany(
          options.db,
          request.params.id,
          signedInStaff(request),
          { status, reason: request.body.reason ?? null },
          defaultLanguage,
        );
        options.onMailQueued();
        return company;
      },
    );
  }

  app.get(
    '/overview',
    {
      config,
      schema: {
        summary:
          'The last 90 days: registrations per day and channel, confirmation rate, top products, countries, applications to verify (staff)',
        tags,
        security,
        response: { 200: consoleOverviewSchema, ...errors },
      },
    },
    async () => consoleOverview(options.db),
  );

  app.get(
    '/funnel',
    {
      config,
      schema: {
        summary:
          'The registration funnel of a period (staff): QR codes opened, look-ups found, steps reached, submitted, confirmed, links lapsed',
        description:
          'From anonymous daily counters. Period: `from` and `to` (UTC days, both included; the last 30 days without). QR opened and look-up found have no channel: null with a channel filter.',
        tags,
        security,
        querystring: funnelQuerySchema,
        response: { 200: funnelSchema, ...errors },
      },
    },
    async (request) => funnelReport(options.db, request.query),
  );

  app.get(
    '/funnel/export',
    {
      config,
      schema: {
        summary: 'Export the funnel’s daily counters of a filter as CSV (staff)',
        tags,
        security,
        querystring: funnelExportSchema,
        response: { 200: z.unknown().describe('The CSV file'), ...errors },
      },
    },
    async (request, reply) => {
      const file = await funnelCsv(options.db, request.query);
      // Counters, no customer's data: on record all the same, as every export is.
      await recordStaffAction(options.db, signedInStaff(request), {
        action: 'export',
        targetType: 'funnel',
        targetId: 'csv',
        details: { filters: request.query },
      });
      return sendExport(reply, file, 'csv', 'funnel');
    },
  );

  app.get(
    '/catalog',
    {
      config,
      schema: {
        summary: 'Products with their device counts, and the incentives (staff)',
        tags,
        security,
        response: { 200: catalogOverviewSchema, ...errors },
      },
    },
    async () => catalogOverview(options.db),
  );

  app.post(
    '/catalog/import',
    {
      config,
      // Catalog files are large (a million serials is some 25 MB): this route alone may be.
      bodyLimit: options.catalogUploadLimitBytes,
      schema: {
        summary:
          'Import catalog files (staff): the rules of npm run catalog:import, all or nothing',
        tags,
        security,
        body: catalogUploadSchema,
        response: { 200: catalogImportedSchema, 422: catalogRefusedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await importCatalogTexts(options.db, request.body.files);
      if (!result.ok) {
        return reply.status(422).send({
          code: 'invalid_catalog' as const,
          message: `Nothing imported: ${result.errors.length} problem(s).`,
          details: { problems: result.errors },
        });
      }
      const { ok: _ok, ...imported } = result;
      await recordStaffAction(options.db, signedInStaff(request), {
        action: 'import',
        targetType: 'catalog',
        targetId: request.body.files.map((file) => file.name).join(', '),
        details: imported,
      });
      return imported;
    },
  );

  app.get(
    '/audit',
    {
      config,
      schema: {
        summary: 'The audit log of staff actions, newest first (staff)',
        tags,
        security,
        querystring: auditSearchSchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => ({ items: await listStaffActions(options.db, request.query) }),
  );
};
