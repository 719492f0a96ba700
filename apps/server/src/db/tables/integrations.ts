import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

// Events for systems outside ours, the webhooks that carry them, and the API's clients.

/**
 * What happened, for systems outside ours (a transactional outbox): each command writes its
 * events in the transaction of its change, so an event exists exactly when the change does.
 * `payload` is what every subscriber gets; `personal` (names, e-mails, addresses) only
 * endpoints allowed personal data.
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Commit order within a transaction too (its events share one `now()`). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    /** The payload's version: a change a subscriber could trip over gets a new one. */
    version: smallint('version').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    personal: jsonb('personal').$type<Record<string, unknown>>(),
  },
  (t) => [index('events_occurred_at_idx').on(t.occurredAt, t.seq)],
);

export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'paused', 'disabled'] as const;

/** Where staff have events sent (Standard Webhooks): a URL, the types it wants, its secret. */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    /** Payloads carry names, e-mails and addresses only when staff allowed it. */
    personalData: boolean('personal_data').notNull().default(false),
    /** `whsec_…`: shown once, when made or rotated. */
    secret: text('secret').notNull(),
    /** The secret before the last rotation, still signing beside the new one until it lapses. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    status: text('status').notNull().default('active'),
    disabledReason: text('disabled_reason'),
    /** The first failure since the last success: failing for 5 days disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('webhook_endpoints_status_check', sql`${t.status} in ('active', 'paused', 'disabled')`),
  ],
);

/**
 * One event for one endpoint: claimed by a worker with a lease (FOR UPDATE SKIP LOCKED), so
 * every replica sends and none sends twice; retried with back-off until delivered or given up.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id),
    /** The event's `seq`: deliveries go out in the order their events happened. */
    eventSeq: bigint('event_seq', { mode: 'number' }).notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Retries stop here (about 3 days after the first try; a resend starts a new span). */
    giveUpAt: timestamp('give_up_at', { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '3 days'`),
    lastStatusCode: integer('last_status_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.status, t.nextAttemptAt),
    // The claim takes the oldest pending events first: walked in order, a backlog of tens of
    // thousands is not sorted again for every claim of a hundred.
    index('webhook_deliveries_pending_seq_idx')
      .on(t.eventSeq)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('webhook_deliveries_endpoint_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_event_idx').on(t.eventId),
    check(
      'webhook_deliveries_status_check',
      sql`${t.status} in ('pending', 'delivered', 'failed')`,
    ),
  ],
);

/** Each try of a delivery, as the console shows it: status, duration, the answer's start. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    outcome: text('outcome').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** The first kilobyte of the answer, or why there was none. */
    response: text('response').notNull(),
  },
  (t) => [index('webhook_attempts_endpoint_idx').on(t.endpointId, t.at)],
);

/**
 * Integrators' systems that call the API with OAuth 2.0 client credentials. The id is the
 * `client_id`; of the secret only its SHA-256 is kept (it is 256 random bits, so a fast hash
 * is as good as a slow one), so a copy of the database holds no working credential.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The installer company it acts for; null for the manufacturer's own systems. */
    companyId: uuid('company_id').references(() => companies.id),
    scopes: text('scopes').array().notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    /** Set once revoked: every request with its tokens is refused from then on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Written at most once a minute per client, not at every call. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('api_clients_company_idx').on(t.companyId)],
);
