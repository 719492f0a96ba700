import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiClientListSchema,
  apiClientSchema,
  apiClientWithSecretSchema,
  createApiClientSchema,
} from '@pr/contracts/api-clients';
import { signedInStaff } from '../auth/authentication';
import { staffOnly, staffRouteErrors as errors } from '../console/staff-routes';
import { createApiClient, listApiClients, revokeApiClient } from './api-clients';

/** API clients of integrators (`/api/console/api-clients`): staff only, every route. */
export const apiClientRoutes: FastifyPluginAsyncZod = async (app) => {
  // Requests per staff account and minute are counted with the rest of the console's.
  const config = staffOnly(app, app.config.consoleRateLimitPerMinute);
  const { db } = app.database;
  const tags = ['api-clients'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/',
    {
      config,
      schema: {
        summary: 'List API clients, revoked ones too; never their secrets (staff)',
        tags,
        security,
        response: { 200: apiClientListSchema, ...errors },
      },
    },
    async () => ({ clients: await listApiClients(db) }),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        summary: 'Add an API client; its secret is shown in this answer only (staff)',
        tags,
        security,
        body: createApiClientSchema,
        response: { 201: apiClientWithSecretSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await createApiClient(db, signedInStaff(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/:id/revoke',
    {
      config,
      schema: {
        summary: 'Revoke an API client: its tokens stop working at once (staff)',
        tags,
        security,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: z.object({ client: apiClientSchema }), ...errors },
      },
    },
    async (request) => revokeApiClient(db, signedInStaff(request), request.params.id),
  );
};
