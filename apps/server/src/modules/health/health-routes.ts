import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, authenticatedHealthSchema, healthSchema } from '@pr/contracts';
import { requireUser, signedInUser } from '../auth/authentication';
import { pingDatabase, type Database } from '../../db/client';
import { DATABASE_RETRY_AFTER_SECONDS, HttpError } from '../../plugins/error-handler';

export interface HealthRoutesOptions {
  db: Database;
  version: string;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, options) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Liveness and database reachability',
        tags: ['health'],
        response: { 200: healthSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(options.db);
      } catch {
        void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        throw new HttpError(503, 'database_unavailable', 'The database cannot be reached.');
      }
      return { status: 'ok' as const, database: 'ok' as const, version: options.version };
    },
  );

  app.get(
    '/health/authenticated',
    {
      preHandler: requireUser,
      schema: {
        summary: 'Health as seen by a signed-in caller (checks the bearer token)',
        tags: ['health'],
        security: [{ bearerAuth: [] }],
        response: {
          200: authenticatedHealthSchema,
          401: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return { status: 'ok' as const, subject: user.subject, userType: user.userType };
    },
  );
};
