import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createWebhookEndpointSchema,
  recoverWebhookSchema,
  recoveredWebhookSchema,
  webhookDeliveryListSchema,
  webhookDeliverySearchSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '@pr/contracts/webhooks';
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from '@pr/contracts/console';
import type { Database } from '../../db/client';
import { signedInStaff } from '../auth/authentication';
import { recordStaffAction } from '../console/audit-log';
import { staffRoutes } from '../console/staff-routes';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookEndpoints,
  pauseWebhookEndpoint,
  resumeWebhookEndpoint,
  rotateWebhookSecret,
} from './webhook-endpoints';
import { listDeliveries, recoverSince, resendDelivery } from './webhook-deliveries';

/** Webhook endpoints and their deliveries (`/api/console/webhooks`): staff only, every route. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  // Requests per staff account and minute are counted with the rest of the console's.
  const staffRoute = staffRoutes(app, 'webhooks');
  const { db } = app.database;
  const clock = app.webhookClock;
  /** A delivery was queued: the worker sends it now rather than at its next poll. */
  const onQueued = () => app.webhookWorker.kick();
  const idParams = z.object({ id: z.string().max(100) });

  /**
   * Runs a change and its audit entry in one transaction: a change that fails (unknown id,
   * refused target) leaves no entry, and no change goes unrecorded.
   */
  const audited = <T>(
    request: FastifyRequest,
    action: AuditEntry['action'],
    change: (tx: Database) => Promise<T>,
    target: (result: T) => { type: string; id: string; details?: Record<string, unknown> },
  ): Promise<T> =>
    db.transaction(async (tx) => {
      const result = await change(tx);
      const { type, id, details } = target(result);
      await recordStaffAction(tx, signedInStaff(request), {
        action,
        targetType: type,
        targetId: id,
        ...(details ? { details } : {}),
      });
      return result;
    });
  const endpointTarget = (id: string, details?: Record<string, unknown>) => () => ({
    type: 'webhook_endpoint',
    id,
    ...(details ? { details } : {}),
  });

  app.get(
    '/endpoints',
    staffRoute({
      summary: 'List webhook endpoints (staff)',
      response: { 200: webhookEndpointListSchema },
    }),
    async () => ({ endpoints: await listWebhookEndpoints(db) }),
  );

  app.post(
    '/endpoints',
    staffRoute({
      summary: 'Add a webhook endpoint; its secret is shown in this answer only (staff)',
      body: createWebhookEndpointSchema,
      response: { 201: webhookEndpointWithSecretSchema },
    }),
    async (request, reply) => {
      const created = await audited(
        request,
        'webhook_create',
        (tx) =>
          createWebhookEndpoint(
            tx,
            signedInStaff(request),
            request.body,
            app.config.webhookAllowPrivateTargets,
          ),
        ({ endpoint }) => ({
          type: 'webhook_endpoint',
          id: endpoint.id,
          details: { url: endpoint.url, eventTypes: endpoint.eventTypes },
        }),
      );
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/endpoints/:id/rotate-secret',
    staffRoute({
      summary: 'New secret, shown once; the old one signs beside it for 24 h (staff)',
      params: idParams,
      response: { 200: webhookEndpointWithSecretSchema },
    }),
    async (request) =>
      audited(
        request,
        'webhook_rotate',
        (tx) => rotateWebhookSecret(tx, request.params.id, clock),
        endpointTarget(request.params.id),
      ),
  );

  app.post(
    '/endpoints/:id/pause',
    staffRoute({
      summary: 'Pause an endpoint: events queue up until it is resumed (staff)',
      params: idParams,
      response: { 200: webhookEndpointSchema },
    }),
    async (request) =>
      audited(
        request,
        'webhook_pause',
        (tx) => pauseWebhookEndpoint(tx, request.params.id),
        endpointTarget(request.params.id),
      ),
  );

  app.post(
    '/endpoints/:id/resume',
    staffRoute({
      summary: 'Resume a paused or disabled endpoint (staff)',
      params: idParams,
      response: { 200: webhookEndpointSchema },
    }),
    async (request) => {
      const endpoint = await audited(
        request,
        'webhook_resume',
        (tx) => resumeWebhookEndpoint(tx, request.params.id, clock),
        endpointTarget(request.params.id),
      );
      onQueued();
      return endpoint;
    },
  );

  app.delete(
    '/endpoints/:id',
    staffRoute({
      summary: 'Delete an endpoint and its deliveries (staff)',
      params: idParams,
      response: { 204: z.null().describe('Deleted') },
    }),
    async (request, reply) => {
      await audited(
        request,
        'webhook_delete',
        (tx) => deleteWebhookEndpoint(tx, request.params.id),
        endpointTarget(request.params.id),
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/endpoints/:id/deliveries',
    staffRoute({
      summary: 'An endpoint’s recent deliveries with their last attempt (staff)',
      params: idParams,
      querystring: webhookDeliverySearchSchema,
      response: { 200: webhookDeliveryListSchema },
    }),
    async (request) => ({
      deliveries: await listDeliveries(db, request.params.id, request.query.limit),
    }),
  );

  app.post(
    '/endpoints/:id/recover',
    staffRoute({
      summary: 'Send again every event of the endpoint’s types since a time (staff)',
      params: idParams,
      body: recoverWebhookSchema,
      response: { 200: recoveredWebhookSchema },
    }),
    async (request) => {
      const since = request.body.since;
      const queued = await audited(
        request,
        'webhook_recover',
        (tx) => recoverSince(tx, request.params.id, new Date(since), clock),
        (count) => ({
          type: 'webhook_endpoint',
          id: request.params.id,
          details: { since, queued: count },
        }),
      );
      onQueued();
      return { queued };
    },
  );

  app.post(
    '/deliveries/:id/resend',
    staffRoute({
      summary: 'Send one delivery again, with the same webhook-id (staff)',
      params: idParams,
      response: { 202: z.object({ status: z.literal('queued') }) },
    }),
    async (request, reply) => {
      await audited(
        request,
        'webhook_resend',
        (tx) => resendDelivery(tx, request.params.id, clock),
        () => ({ type: 'webhook_delivery', id: request.params.id }),
      );
      onQueued();
      return reply.status(202).send({ status: 'queued' as const });
    },
  );
};
