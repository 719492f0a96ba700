import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { splitLocale } from '@pr/contracts';
import {
  approveCompanySchema,
  companyPageSchema,
  companySearchSchema,
  consoleCompanySchema,
  rejectCompanySchema,
} from '@pr/contracts/console';
import { signedInStaff } from '../auth/authentication';
import { decideCompany, listCompanies } from '../companies/companies';
import { filtersText, recordStaffAction } from './audit-log';
import { staffRoutes } from './staff-routes';

/** Installer companies in the back office (`/api/console/companies`): list, approve, reject. */
export const consoleCompanyRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  const { db } = app.database;
  const defaultLanguage = splitLocale(app.config.defaultLocale).language;
  const idParams = z.object({ id: z.string().max(100) });

  app.get(
    '/companies',
    staffRoute({
      summary: 'Installer companies (staff): pending applications first',
      querystring: companySearchSchema,
      response: { 200: companyPageSchema },
    }),
    async (request) => {
      const { limit: _limit, ...filters } = request.query;
      const items = await listCompanies(db, request.query);
      // Applicants' names and addresses: read on record, as registrations are.
      await recordStaffAction(db, signedInStaff(request), {
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
      staffRoute({
        summary:
          decision === 'approve'
            ? 'Approve an installer company (staff): its applicant becomes its installer'
            : 'Reject an installer company with a reason (staff): its applicant is told',
        params: idParams,
        body,
        response: { 200: consoleCompanySchema },
      }),
      async (request) => {
        const company = await decideCompany(
          db,
          request.params.id,
          signedInStaff(request),
          { status, reason: request.body.reason ?? null },
          defaultLanguage,
        );
        app.mailWorker.kick();
        return company;
      },
    );
  }
};
