import type { events, webhookDeliveries, webhookEndpoints } from '../../db/schema';

/** The stored rows the webhook modules hand each other. */
export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type EventRow = typeof events.$inferSelect;
