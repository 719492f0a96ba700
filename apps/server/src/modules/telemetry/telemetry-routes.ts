import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  TELEMETRY_BODY_MAX_BYTES,
  telemetryReportSchema,
  webVitalsReportSchema,
} from '@pr/contracts';
import { recordWebVitals } from './web-vitals';

/** Three metrics and a route pattern fit in far less; more is not a web-vitals report. */
const WEB_VITALS_BODY_MAX_BYTES = 1024;

export const telemetryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const rateLimit = { max: app.config.telemetryRateLimitPerMinute, timeWindow: 60_000 };
  app.post(
    '/telemetry',
    {
      config: { rateLimit },
      // Reports go to the logs: an anonymous caller must not write megabytes into them.
      bodyLimit: TELEMETRY_BODY_MAX_BYTES,
      schema: {
        summary: 'Report a client-side error',
        tags: ['telemetry'],
        body: telemetryReportSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      request.log.warn({ clientReport: request.body }, `client ${request.body.kind}`);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/telemetry/web-vitals',
    {
      config: { rateLimit },
      bodyLimit: WEB_VITALS_BODY_MAX_BYTES,
      schema: {
        summary: 'Report the Core Web Vitals of a sampled page view',
        description:
          'LCP and INP in milliseconds, CLS unitless; the page as its route pattern. ' +
          'The console overview shows their 75th percentile per page.',
        tags: ['telemetry'],
        body: webVitalsReportSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await recordWebVitals(db, request.body);
      return reply.status(204).send(null);
    },
  );
};
