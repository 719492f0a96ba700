import { and, desc, eq, sql } from 'drizzle-orm';
import type { CurrentUser } from '@pr/contracts';
import type { EventType } from '@pr/contracts/events';
import type { WebhookEndpoint } from '@pr/contracts/webhooks';
import type { Database } from '../../db/client';
import { isUuid } from '../../db/is-uuid';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import type { Clock } from './webhook-clock';
import { later, RETRY_SPAN_MS } from './webhook-queue';
import { newWebhookSecret } from './webhook-signature';
import type { EndpointRow } from './webhook-rows';
import { resolveTarget, TargetRefused } from './webhook-target';

/** How long the previous secret keeps signing after a rotation. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60_000;

export function webhookEndpointOf(row: EndpointRow): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes,
    personalData: row.personalData,
    status: row.status === 'paused' || row.status === 'disabled' ? row.status : 'active',
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function endpointNotFound(): HttpError {
  return new HttpError(404, 'webhook_endpoint_not_found', 'No webhook endpoint has this id.');
}

async function endpointRow(db: Database, id: string): Promise<EndpointRow> {
  const [row] = isUuid(id)
    ? await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id))
    : [];
  if (!row) throw endpointNotFound();
  return row;
}

/** Refuses, as a field error, a URL that resolves to our own network (unless allowed). */
async function checkTarget(url: string, allowPrivate: boolean): Promise<void> {
  try {
    await resolveTarget(url, allowPrivate);
  } catch (error) {
    if (!(error instanceof TargetRefused)) throw error;
    throw new HttpError(400, 'webhook_target_refused', error.message, [
      { path: 'body/url', message: error.message },
    ]);
  }
}

export async function createWebhookEndpoint(
  db: Database,
  staff: CurrentUser,
  input: { url: string; eventTypes: EventType[]; description: string; personalData: boolean },
  allowPrivate: boolean,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  await checkTarget(input.url, allowPrivate);
  const secret = newWebhookSecret();
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      url: input.url,
      description: input.description,
      eventTypes: [...new Set(input.eventTypes)],
      personalData: input.personalData,
      secret,
      createdBy: staff.email ?? staff.subject,
    })
    .returning();
  if (!row) throw new Error('webhook endpoint not stored');
  return { endpoint: webhookEndpointOf(row), secret };
}

export async function listWebhookEndpoints(db: Database): Promise<WebhookEndpoint[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(webhookEndpointOf);
}

async function changeEndpoint(
  db: Database,
  id: string,
  set: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow> {
  const [row] = isUuid(id)
    ? await db
        .update(webhookEndpoints)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(webhookEndpoints.id, id))
        .returning()
    : [];
  if (!row) throw endpointNotFound();
  return row;
}

/**
 * A new secret, shown once; the old one keeps signing beside it for ROTATION_OVERLAP_MS, so
 * receivers can switch at their own pace without refusing a delivery.
 */
export async function rotateWebhookSecret(
  db: Database,
  id: string,
  clock: Clock,
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const current = await endpointRow(db, id);
  const secret = newWebhookSecret();
  const row = await changeEndpoint(db, id, {
    secret,
    previousSecret: current.secret,
    previousSecretExpiresAt: new Date(clock.now().getTime() + ROTATION_OVERLAP_MS),
  });
  return { endpoint: webhookEndpointOf(row), secret };
}

/** Paused: events still queue up for it, and go out once it is resumed. */
export async function pauseWebhookEndpoint(db: Database, id: string) {
  return webhookEndpointOf(await changeEndpoint(db, id, { status: 'paused' }));
}

/**
 * Active again, also after it was disabled: its failures are forgotten, and what waited for
 * it gets a full retry span from now (a pause longer than 3 days must not fail it unsent).
 */
export async function resumeWebhookEndpoint(db: Database, id: string, clock: Clock) {
  const row = await changeEndpoint(db, id, {
    status: 'active',
    disabledReason: null,
    failingSince: null,
  });
  await db
    .update(webhookDeliveries)
    .set({
      giveUpAt: sql`greatest(${webhookDeliveries.giveUpAt}, ${later(clock, RETRY_SPAN_MS)})`,
    })
    .where(and(eq(webhookDeliveries.endpointId, id), eq(webhookDeliveries.status, 'pending')));
  return webhookEndpointOf(row);
}

/** Deletes an endpoint and its deliveries; the events stay. */
export async function deleteWebhookEndpoint(db: Database, id: string): Promise<void> {
  const deleted = isUuid(id)
    ? await db
        .delete(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .returning({ id: webhookEndpoints.id })
    : [];
  if (deleted.length === 0) throw endpointNotFound();
}
