import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { webhookEventSchemas } from '../modules/events/event-schemas';
import { RELEASE_VERSION } from '../server-root';

/** The OpenAPI document of every route registered after it, served at /api/docs. */
export const openApiDocs = fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Product registration API', version: RELEASE_VERSION },
        servers: [{ url: app.config.publicBaseUrl }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
          // What webhook receivers get: one schema per event type and version (docs/integrations.md).
          schemas: webhookEventSchemas(),
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi-docs', decorators: { fastify: ['config'] } },
);
