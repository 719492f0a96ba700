import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleOverviewSchema } from '@pr/contracts/console';
import { consoleOverview } from './console-overview';
import { staffOnly, staffRouteErrors as errors } from './staff-routes';

/** The back office's first page (`/api/console/overview`): the last 90 days at a glance. */
export const consoleOverviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = staffOnly(app, app.config.consoleRateLimitPerMinute);
  const { db } = app.database;

  app.get(
    '/overview',
    {
      config,
      schema: {
        summary:
          'The last 90 days: registrations per day and channel, confirmation rate, top products, countries, applications to verify (staff)',
        tags: ['console'],
        security: [{ bearerAuth: [] }],
        response: { 200: consoleOverviewSchema, ...errors },
      },
    },
    async () => consoleOverview(db),
  );
};
