import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, healthSchema } from '@pr/contracts';
import { pingDatabase, type Database } from '../../db/client';
import { HttpError } from '../../plugins/error-handler';

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
    async () => {
      try {
        await pingDatabase(options.db);
      } catch {
        throw new HttpError(503, 'database_unavailable', 'The database cannot be reached.');
      }
      return { status: 'ok' as const, database: 'ok' as const, version: options.version };
    },
  );
};
