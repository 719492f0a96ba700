import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, TELEMETRY_BODY_MAX_BYTES, telemetryReportSchema } from '@pr/contracts';

export interface TelemetryRoutesOptions {
  rateLimitPerMinute: number;
}

export const telemetryRoutes: FastifyPluginAsyncZod<TelemetryRoutesOptions> = async (
  app,
  options,
) => {
  app.post(
    '/telemetry',
    {
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
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
};
