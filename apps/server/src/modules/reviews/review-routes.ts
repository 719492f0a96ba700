import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptReviewSchema,
  cancelReviewSchema,
  reviewCountSchema,
  reviewDecisionSchema,
  reviewPageSchema,
  reviewSearchSchema,
} from '@pr/contracts/reviews';
import { signedInStaff } from '../auth/authentication';
import { staffRoutes } from '../console/staff-routes';
import { acceptReview, cancelReview, countOpenReviews, listReviews } from './reviews';

/** The review queue of flagged registrations (`/api/console/reviews`): staff only. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  const { db } = app.database;
  const params = z.object({ id: z.string().max(100) });

  app.get(
    '/',
    staffRoute({
      summary:
        'Registrations flagged by the anomaly rules, newest flag first, keyset pages (staff)',
      querystring: reviewSearchSchema,
      response: { 200: reviewPageSchema },
    }),
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return listReviews(db, request.query, app.pageCursors);
    },
  );

  app.get(
    '/count',
    staffRoute({
      summary: 'How many registrations wait in the review queue (staff)',
      response: { 200: reviewCountSchema },
    }),
    async (_request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return { open: await countOpenReviews(db) };
    },
  );

  app.post(
    '/:id/accept',
    staffRoute({
      summary: 'Accept a flagged registration: its held points become available (staff)',
      params,
      body: acceptReviewSchema,
      response: { 200: reviewDecisionSchema },
    }),
    async (request) =>
      acceptReview(db, request.params.id, signedInStaff(request), request.body.reason ?? null),
  );

  app.post(
    '/:id/cancel',
    staffRoute({
      summary: 'Cancel a flagged registration with a reason, as the console cancels one (staff)',
      params,
      body: cancelReviewSchema,
      response: { 200: reviewDecisionSchema },
    }),
    async (request) => {
      const decision = await cancelReview(
        db,
        request.params.id,
        signedInStaff(request),
        request.body.reason,
        app.config.catalogTextFallback,
      );
      app.mailWorker.kick();
      return decision;
    },
  );
};
