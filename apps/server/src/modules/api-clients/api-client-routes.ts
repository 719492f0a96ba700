import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiClientListSchema,
  apiClientSchema,
  apiClientWithSecretSchema,
  createApiClientSchema,
} from '@pr/contracts/api-clients';
import { signedInStaff } from '../auth/authentication';
import { staffRoutes } from '../console/staff-routes';
import { createApiClient, listApiClients, revokeApiClient } from './api-clients';

/** API clients of integrators (`/api/console/api-clients`): staff only, every route. */
export const apiClientRoutes: FastifyPluginAsyncZod = async (app) => {
  // Requests per staff account and minute are counted with the rest of the console's.
  const staffRoute = staffRoutes(app, 'api-clients');
  const { db } = app.database;

  app.get(
    '/',
    staffRoute({
      summary: 'List API clients, revoked ones too; never their secrets (staff)',
      response: { 200: apiClientListSchema },
    }),
    async () => ({ clients: await listApiClients(db) }),
  );

  app.post(
    '/',
    staffRoute({
      summary: 'Add an API client; its secret is shown in this answer only (staff)',
      body: createApiClientSchema,
      response: { 201: apiClientWithSecretSchema },
    }),
    async (request, reply) => {
      const created = await createApiClient(db, signedInStaff(request), request.body);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/:id/revoke',
    staffRoute({
      summary: 'Revoke an API client: its tokens stop working at once (staff)',
      params: z.object({ id: z.string().max(100) }),
      response: { 200: z.object({ client: apiClientSchema }) },
    }),
    async (request) => revokeApiClient(db, signedInStaff(request), request.params.id),
  );
};
