import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  authenticatedHealthSchema,
  healthSchema,
  livenessSchema,
  readinessSchema,
} from '@pr/contracts';
import { requireUser, signedInUser } from '../auth/authentication';
import { pingDatabase } from '../../db/client';
import { migrationsApplied } from '../../db/migration-status';
import { DATABASE_RETRY_AFTER_SECONDS, HttpError } from '../../infrastructure/error-handler';
import { RELEASE_VERSION as version } from '../../server-root';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const databaseUnavailable = (reply: FastifyReply) => {
    void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return new HttpError(503, 'database_unavailable', 'The database cannot be reached.');
  };

  // A liveness probe restarts the process when it fails: a database outage must not do that.
  app.get(
    '/health/live',
    {
      config: { rateLimit: false },
      schema: {
        summary: 'Liveness: the process answers (no database)',
        tags: ['health'],
        response: { 200: livenessSchema },
      },
    },
    () => ({ status: 'ok' as const, version: version }),
  );

  app.get(
    '/health/ready',
    {
      config: { rateLimit: false },
      schema: {
        summary: "Readiness: the database answers and holds this release's migrations",
        tags: ['health'],
        response: { 200: readinessSchema, 503: apiErrorSchema },
      },
    },
    async (_request, reply) => {
      let applied: boolean;
      try {
        applied = await migrationsApplied(db);
      } catch {
        throw databaseUnavailable(reply);
      }
      if (!applied) {
        throw new HttpError(
          503,
          'migrations_pending',
          "The database lacks this release's migrations: run npm run db:migrate.",
        );
      }
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        migrations: 'applied' as const,
        version: version,
      };
    },
  );

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
        await pingDatabase(db);
      } catch {
        throw databaseUnavailable(reply);
      }
      return { status: 'ok' as const, database: 'ok' as const, version: version };
    },
  );

  app.get(
    '/health/authenticated',
    {
      preParsing: requireUser,
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
