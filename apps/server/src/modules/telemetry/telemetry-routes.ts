import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  funnelStepReportSchema,
  TELEMETRY_BODY_MAX_BYTES,
  telemetryReportSchema,
  webVitalsReportSchema,
} from '@pr/contracts';
import { recordWebVitals } from './web-vitals';

/** Three metrics and a route pattern fit in far less; more is not a web-vitals report. */
const WEB_VITALS_BODY_MAX_BYTES = 1024;
/** A flow, a step, a locale and a serial: a few dozen bytes. */
const FUNNEL_STEP_BODY_MAX_BYTES = 512;

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

  app.post(
    '/telemetry/funnel-step',
    {
      // Sent with navigator.sendBeacon, which cannot carry the CSRF header. Nothing to forge:
      // the route acts for nobody and reads no cookie; anyone may send it as it is.
      config: { rateLimit, csrfExempt: true },
      bodyLimit: FUNNEL_STEP_BODY_MAX_BYTES,
      schema: {
        summary: 'Count a registration step shown (the funnel)',
        description:
          'Sent by the owner and installer flows when a step is shown (navigator.sendBeacon): the flow, the step, the locale and the serial being registered (only to find its product). Added to anonymous daily counters; nothing about the visitor is kept.',
        tags: ['telemetry'],
        body: funnelStepReportSchema,
        response: { 204: z.null(), 400: apiErrorSchema, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { flow, step, locale, serialNumber } = request.body;
      app.funnelCounter.add({
        stage: 'step_reached',
        channel: flow === 'installer' ? 'installer' : 'end_user',
        locale,
        step,
        serialNumber: serialNumber ?? null,
      });
      return reply.status(204).send(null);
    },
  );
};
