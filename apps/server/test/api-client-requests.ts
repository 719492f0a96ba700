import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { ApiClient, ApiClientScope } from '@pr/contracts/api-clients';

/** Staff make an API client through the console API; its id and secret. */
export async function createApiClientAs(
  app: FastifyInstance,
  staff: Record<string, string>,
  body: { name: string; companyId: string | null; scopes: ApiClientScope[] },
): Promise<{ client: ApiClient; clientSecret: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/console/api-clients',
    headers: staff,
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** The token request an integrator sends: a form, the client in HTTP Basic. */
export function requestClientToken(
  app: FastifyInstance,
  clientId: string,
  secret: string,
  scope?: string,
) {
  const form = new URLSearchParams({ grant_type: 'client_credentials' });
  if (scope !== undefined) form.set('scope', scope);
  return app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: form.toString(),
  });
}

/** A client's access token, as `Authorization` header value. */
export async function clientBearer(
  app: FastifyInstance,
  created: { client: { id: string }; clientSecret: string },
  scope?: string,
): Promise<string> {
  const res = await requestClientToken(app, created.client.id, created.clientSecret, scope);
  expect(res.statusCode, res.body).toBe(200);
  return `Bearer ${res.json<{ access_token: string }>().access_token}`;
}
