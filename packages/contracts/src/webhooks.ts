import { z } from './zod';
import { eventTypeSchema } from './events';
import { plainText } from './plain-text';

const NOT_HTTP = 'must be an http:// or https:// URL';

/**
 * A URL events may be sent to, judged on what the URL parser makes of it (as the sender
 * will), never by a pattern over the text: `HTTP://user:pw@host` has a user however it is
 * spelled. Where it may point is the server's address check (webhook-target.ts).
 */
export const webhookUrlSchema = z
  .string()
  .max(2000)
  .superRefine((text, context) => {
    const url = URL.canParse(text) ? new URL(text) : null;
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      context.addIssue({ code: 'custom', message: NOT_HTTP });
    } else if (url.username !== '' || url.password !== '') {
      context.addIssue({ code: 'custom', message: 'must carry no user or password' });
    }
  });

/** Where events go (Standard Webhooks): what staff give when they add an endpoint. */
export const createWebhookEndpointSchema = z.object({
  url: webhookUrlSchema,
  eventTypes: z.array(eventTypeSchema).min(1).max(50),
  description: plainText().trim().max(500).default(''),
  /** Payloads carry names, e-mails and addresses only when set. */
  personalData: z.boolean().default(false),
});
export type CreateWebhookEndpoint = z.input<typeof createWebhookEndpointSchema>;

export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'paused', 'disabled'] as const;

export const webhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  personalData: z.boolean(),
  status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
  /** Why it was disabled (HTTP 410, failing for days): staff read it in the console. */
  disabledReason: z.string().nullable(),
  failingSince: z.iso.datetime({ offset: true }).nullable(),
  /** The previous secret still signs beside the new one until then. */
  previousSecretExpiresAt: z.iso.datetime({ offset: true }).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

export const webhookEndpointListSchema = z.object({ endpoints: z.array(webhookEndpointSchema) });

/** The answer that shows a secret: the only time it is shown. */
export const webhookEndpointWithSecretSchema = z.object({
  endpoint: webhookEndpointSchema,
  secret: z.string().startsWith('whsec_'),
});

export const WEBHOOK_ATTEMPT_OUTCOMES = ['delivered', 'failed', 'gone', 'refused'] as const;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  /** The `webhook-id` a receiver sees: the event's id, the same on every retry and resend. */
  eventId: z.uuid(),
  eventType: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  nextAttemptAt: z.iso.datetime({ offset: true }).nullable(),
  lastAttempt: z
    .object({
      at: z.iso.datetime({ offset: true }),
      outcome: z.enum(WEBHOOK_ATTEMPT_OUTCOMES),
      statusCode: z.number().int().nullable(),
      durationMs: z.number().int(),
      /** The answer's first kilobyte, or why there was none. */
      response: z.string(),
    })
    .nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });

export const webhookDeliverySearchSchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** Sends again every event of the endpoint's types since then (a receiver that was down). */
export const recoverWebhookSchema = z.object({
  since: z.iso.datetime({ offset: true }),
});
export const recoveredWebhookSchema = z.object({ queued: z.number().int() });
