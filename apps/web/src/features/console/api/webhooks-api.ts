import {
  recoveredWebhookSchema,
  webhookDeliveryListSchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
  type CreateWebhookEndpoint,
} from '@pr/contracts/webhooks';
import { queryOptions } from '@tanstack/react-query';
import { z } from '@pr/contracts/zod';
import { apiRequest } from '../../../shared/api/api-client';

const WEBHOOKS = '/console/webhooks';
const endpointPath = (id: string) => `${WEBHOOKS}/endpoints/${encodeURIComponent(id)}`;

/** Every webhook endpoint, with its status and why it was disabled. */
export const webhookEndpointsQuery = queryOptions({
  queryKey: ['console', 'webhooks', 'endpoints'],
  queryFn: ({ signal }) =>
    apiRequest({
      path: `${WEBHOOKS}/endpoints`,
      parse: (body) => webhookEndpointListSchema.parse(body).endpoints,
      signal,
    }),
});

/** An endpoint's most recent deliveries, newest first. */
export function webhookDeliveriesQuery(endpointId: string) {
  return queryOptions({
    queryKey: ['console', 'webhooks', 'deliveries', endpointId],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `${endpointPath(endpointId)}/deliveries?limit=50`,
        parse: (body) => webhookDeliveryListSchema.parse(body).deliveries,
        signal,
      }),
  });
}

/** Adds an endpoint; the answer holds its secret, shown this once. */
export function createWebhookEndpoint(endpoint: CreateWebhookEndpoint) {
  return apiRequest({
    method: 'POST',
    path: `${WEBHOOKS}/endpoints`,
    body: endpoint,
    parse: (body) => webhookEndpointWithSecretSchema.parse(body),
  });
}

/** A new secret, shown once; the previous one keeps signing beside it for a day. */
export function rotateWebhookSecret(id: string) {
  return apiRequest({
    method: 'POST',
    path: `${endpointPath(id)}/rotate-secret`,
    parse: (body) => webhookEndpointWithSecretSchema.parse(body),
  });
}

/** Pauses (events queue up) or resumes (also a disabled endpoint) deliveries to an endpoint. */
export function setWebhookEndpointPaused(id: string, paused: boolean) {
  return apiRequest({
    method: 'POST',
    path: `${endpointPath(id)}/${paused ? 'pause' : 'resume'}`,
    parse: (body) => webhookEndpointSchema.parse(body),
  });
}

/** Deletes an endpoint and its deliveries (the events stay). */
export function deleteWebhookEndpoint(id: string): Promise<void> {
  return apiRequest({ method: 'DELETE', path: endpointPath(id), parse: () => undefined });
}

/** Sends one delivery again, with the same `webhook-id`. */
export function resendWebhookDelivery(deliveryId: string): Promise<void> {
  return apiRequest({
    method: 'POST',
    path: `${WEBHOOKS}/deliveries/${encodeURIComponent(deliveryId)}/resend`,
    parse: (body) => {
      z.object({ status: z.literal('queued') }).parse(body);
    },
  });
}

/** Queues again every event of the endpoint's types since `since`; answers how many. */
export function recoverWebhookDeliveries(endpointId: string, since: Date): Promise<number> {
  return apiRequest({
    method: 'POST',
    path: `${endpointPath(endpointId)}/recover`,
    body: { since: since.toISOString() },
    parse: (body) => recoveredWebhookSchema.parse(body).queued,
  });
}
