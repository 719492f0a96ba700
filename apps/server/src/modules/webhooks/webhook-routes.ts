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
import { staffOnly, staffRouteErrors as errors } from '../console/staff-routes';
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
  const config = staffOnly(app, app.config.consoleRateLimitPerMinute);
  const { db } = app.database;
  const clock = app.webhookClock;
  /** A delivery was queued: the worker sends it now rather than at its next poll. */
  const onQueued = () => app.webhookWorker.kick();
  const tags = ['webhooks'];
  const security = [{ bearerAuth: [] }];
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
    {
      config,
      schema: {
        summary: 'List webhook endpoints (staff)',
        tags,
        security,
        response: { 200: webhookEndpointListSchema, ...errors },
      },
    },
    async () => ({ endpoints: await listWebhookEndpoints(db) }),
  );

  app.post(
    '/endpoints',
    {
      config,
      schema: {
        summary: 'Add a webhook endpoint; its secret is shown in this answer only (staff)',
        tags,
        security,
        body: createWebhookEndpointSchema,
        response: { 201: webhookEndpointWithSecretSchema, ...errors },
      },
    },
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
    {
      config,
      schema: {
        summary: 'New secret, shown once; the old one signs beside it for 24 h (staff)',
        tags,
        security,
        params: idParams,
        response: { 200: webhookEndpointWithSecretSchema, ...errors },
      },
    },
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
    {
      config,
      schema: {
        summary: 'Pause an endpoint: events queue up until it is resumed (staff)',
        tags,
        security,
        params: idParams,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
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
    {
      config,
      schema: {
        summary: 'Resume a paused or disabled endpoint (staff)',
        tags,
        security,
        params: idParams,
        response: { 200: webhookEndpointSchema, ...errors },
      },
    },
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
    {
      config,
      schema: {
        summary: 'Delete an endpoint and its deliveries (staff)',
        tags,
        security,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
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
    {
      config,
      schema: {
        summary: 'An endpoint’s recent deliveries with their last attempt (staff)',
        tags,
        security,
        params: idParams,
        querystring: webhookDeliverySearchSchema,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    },
    async (request) => ({
      deliveries: await listDeliveries(db, request.params.id, request.query.limit),
    }),
  );

  app.post(
    '/endpoints/:id/recover',
    {
      config,
      schema: {
        summary: 'Send again every event of the endpoint’s types since a time (staff)',
        tags,
        security,
        params: idParams,
        body: recoverWebhookSchema,
        response: { 200: recoveredWebhookSchema, ...errors },
      },
    },
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
    {
      config,
      schema: {
        summary: 'Send one delivery again, with the same webhook-id (staff)',
        tags,
        security,
        params: idParams,
        response: { 202: z.object({ status: z.literal('queued') }), ...errors },
      },
    },
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
