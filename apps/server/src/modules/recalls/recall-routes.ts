import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@pr/contracts';
import {
  recallCampaignListSchema,
  recallCampaignSchema,
  recallReachSchema,
  recallSelectionSchema,
  startRecallSchema,
} from '@pr/contracts/recalls';
import { isUuid } from '../../db/is-uuid';
import { HttpError } from '../../infrastructure/error-handler';
import { signedInStaff } from '../auth/authentication';
import { staffRoutes } from '../console/staff-routes';
import { recallReach } from './recall-audience';
import { findRecallCampaign, listRecallCampaigns } from './recall-campaigns';
import { startRecall } from './start-recall';

/**
 * Product-safety recalls (`/api/console/recalls`, GPSR art. 36): staff see whom a selection
 * reaches, start a campaign that mails each owner in their language, and follow its delivery.
 */
export const recallRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  const { db } = app.database;

  app.get(
    '/',
    staffRoute({
      summary: 'Recall campaigns, newest first, with their delivery (staff)',
      response: { 200: recallCampaignListSchema },
    }),
    async () => ({ items: await listRecallCampaigns(db) }),
  );

  app.post(
    '/reach',
    staffRoute({
      summary: 'How many registrations and people a selection reaches, per language (staff)',
      body: z.object({ selection: recallSelectionSchema }),
      response: { 200: recallReachSchema },
    }),
    async (request) => recallReach(db, request.body.selection),
  );

  app.post(
    '/',
    staffRoute({
      summary:
        'Start a recall: a mail to every owner it reaches in their language, audited (staff)',
      body: startRecallSchema,
      response: { 201: recallCampaignSchema, 422: apiErrorSchema },
    }),
    async (request, reply) => {
      const started = await startRecall(
        db,
        request.body,
        signedInStaff(request),
        app.config.catalogTextFallback,
      );
      app.mailWorker.kick();
      const campaign = await findRecallCampaign(db, started.id);
      if (!campaign) throw new Error('a recall just started was not found');
      return reply.status(201).send(campaign);
    },
  );

  app.get(
    '/:id',
    staffRoute({
      summary: 'One recall campaign with its delivery (staff)',
      params: z.object({ id: z.string().max(100) }),
      response: { 200: recallCampaignSchema },
    }),
    async (request) => {
      const campaign = isUuid(request.params.id)
        ? await findRecallCampaign(db, request.params.id)
        : undefined;
      if (!campaign) throw new HttpError(404, 'not_found', 'There is no such recall campaign.');
      return campaign;
    },
  );
};
