import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleOverviewSchema } from '@pr/contracts/console';
import { consoleOverview } from './console-overview';
import { staffRoutes } from './staff-routes';

/** The back office's first page (`/api/console/overview`): the last 90 days at a glance. */
export const consoleOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  // A standby's, when there is one: the overview may be a moment behind (docs/operations.md §3).
  const { readDb } = app.database;

  app.get(
    '/overview',
    staffRoute({
      summary:
        'The last 90 days: registrations per day and channel, confirmation rate, top products, countries, applications to verify (staff)',
      response: { 200: consoleOverviewSchema },
    }),
    async () => consoleOverview(readDb),
  );
};
