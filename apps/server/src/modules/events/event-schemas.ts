import { z } from 'zod';
import { EVENT_TYPES, webhookBodySchema } from '@pr/contracts/events';

/**
 * The OpenAPI document's `components.schemas` for webhook bodies, one per type and version
 * (`WebhookEvent_registration.confirmed_v1`): what a receiver may rely on.
 */
export function webhookEventSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    EVENT_TYPES.map((type) => {
      const schema = webhookBodySchema(type);
      const version = schema.shape.version.value;
      return [
        `WebhookEvent_${type}_v${version}`,
        z.toJSONSchema(schema, { target: 'openapi-3.0' }),
      ];
    }),
  );
}
