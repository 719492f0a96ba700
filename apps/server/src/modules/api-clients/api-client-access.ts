import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RECIPIENT_TYPE, type CurrentUser } from '@pr/contracts';
import type { ApiClientScope } from '@pr/contracts/api-clients';
import type { Database } from '../../db/client';
import { HttpError } from '../../infrastructure/error-handler';
import type { OtherBearers } from '../auth/authentication';
import { recordStaffAction } from '../console/audit-log';
import { findApiClient, touchApiClient, type ApiClientRecord } from './api-clients';
import type { ClientTokens } from './client-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API client whose valid token the request carries (revoked or not): for the audit. */
    apiClientId: string | null;
    /** The API client admitted to this route, with the scopes of its token. */
    apiClient: (ApiClientRecord & { tokenScopes: ApiClientScope[] }) | null;
  }
}

/**
 * The routes an API client may call, each with the scope it needs and the kind of client:
 * a company's client acts as an installer of its company, the manufacturer's (no company)
 * as the console's staff. Every other route refuses clients: a route added later is closed
 * to them until it is listed here.
 */
const CLIENT_ROUTES: Record<string, { scope: ApiClientScope; kind: 'company' | 'manufacturer' }> = {
  'PUT /api/:serialNumber': { scope: 'registrations:write', kind: 'company' },
  'PUT /api/devices/batch': { scope: 'registrations:write', kind: 'company' },
  'GET /api/devices/batch/:idempotencyKey': { scope: 'registrations:write', kind: 'company' },
  'GET /api/installations': { scope: 'registrations:read', kind: 'company' },
  'GET /api/installations/export': { scope: 'registrations:read', kind: 'company' },
  'GET /api/console/registrations': { scope: 'registrations:read', kind: 'manufacturer' },
  'POST /api/console/catalog/import': { scope: 'catalog:write', kind: 'manufacturer' },
};

/** `PUT /api/devices/batch`: the method and the route's pattern, not the URL with its values. */
const routeOf = (request: FastifyRequest) =>
  `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0] ?? ''}`;

/**
 * Who the client is on a route it may call. A company's client is an installer of its
 * company with a verified address (the company's), so the installer routes' own rules apply
 * to it unchanged: same validation, idempotency keys, and the company must still be approved.
 */
function actingUser(client: ApiClientRecord, kind: 'company' | 'manufacturer'): CurrentUser {
  const company =
    kind === 'company' && client.companyId !== null && client.companyName !== null
      ? { id: client.companyId, name: client.companyName, email: client.companyEmail }
      : null;
  return {
    subject: client.id,
    email: company?.email ?? null,
    emailVerified: true,
    givenName: null,
    familyName: client.name,
    company,
    companyApplication: null,
    userType: company ? RECIPIENT_TYPE.installer : RECIPIENT_TYPE.endCustomer,
    isStaff: kind === 'manufacturer',
  };
}

function admit(
  client: ApiClientRecord,
  tokenScopes: readonly ApiClientScope[],
  route: string,
  reply: FastifyReply,
): 'company' | 'manufacturer' {
  const rule = CLIENT_ROUTES[route];
  if (!rule) {
    throw new HttpError(403, 'api_client_not_allowed', `An API client may not call ${route}.`);
  }
  // The row's scopes too: they are what staff granted, whatever the token says.
  if (!tokenScopes.includes(rule.scope) || !client.scopes.includes(rule.scope)) {
    void reply.header(
      'WWW-Authenticate',
      `Bearer error="insufficient_scope", scope="${rule.scope}"`,
    );
    throw new HttpError(
      403,
      'insufficient_scope',
      `${route} needs the scope ${rule.scope}, which this token does not have.`,
    );
  }
  const isManufacturer = client.companyId === null;
  if (rule.kind === 'company' && isManufacturer) {
    throw new HttpError(
      403,
      'api_client_kind',
      `Only an installer company's API client may call ${route}; a manufacturer client reads registrations at GET /api/console/registrations.`,
    );
  }
  if (rule.kind === 'manufacturer' && !isManufacturer) {
    throw new HttpError(
      403,
      'api_client_kind',
      `Only the manufacturer's API clients may call ${route}; a company's client reads its registrations at GET /api/installations.`,
    );
  }
  return rule.kind;
}

export interface ApiClientBearerOptions {
  db: Database;
  tokens: ClientTokens;
  rateLimitPerMinute: number;
}

/**
 * API clients' bearer tokens on the API's routes: verified, then the client's row read by its
 * primary key at every request (no cache, so a revocation on any replica stops its tokens
 * at once), its per-client rate limit counted, and the route checked against the list above.
 * Every call by a client, refused ones included, is one `api_call` entry of the audit log.
 */
export function apiClientBearers(
  app: FastifyInstance,
  { db, tokens, rateLimitPerMinute }: ApiClientBearerOptions,
): OtherBearers {
  app.decorateRequest('apiClientId', null);
  app.decorateRequest('apiClient', null);
  const limit = app.createRateLimit({
    max: rateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `api-client:${request.apiClientId ?? ''}`,
  });

  app.addHook('onResponse', async (request, reply) => {
    const clientId = request.apiClientId;
    if (clientId === null) return;
    try {
      await recordStaffAction(
        db,
        { subject: clientId, email: null },
        {
          action: 'api_call',
          targetType: 'api',
          targetId: routeOf(request),
          details: {
            status: reply.statusCode,
            requestId: request.id,
            companyId: request.apiClient?.companyId ?? null,
          },
        },
      );
    } catch (error) {
      // The answer is gone already; the failure is on record in the log instead.
      request.log.error({ err: error, clientId }, 'the API call could not be audited');
    }
  });

  return {
    claims: (token) => tokens.claimsToBeClientToken(token),
    authenticate: async (request, reply, token) => {
      const { clientId, scopes } = await tokens.verify(token);
      request.apiClientId = clientId;
      const client = await findApiClient(db, clientId);
      if (!client || client.revokedAt !== null) {
        throw new HttpError(401, 'invalid_token', 'This API client has been revoked.');
      }
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) {
        void reply.header('retry-after', String(counted.ttlInSeconds));
        throw new HttpError(
          429,
          'rate_limited',
          `Too many requests by this API client; retry in ${counted.ttlInSeconds} s.`,
        );
      }
      await touchApiClient(db, client, new Date());
      const kind = admit(client, scopes, routeOf(request), reply);
      request.apiClient = { ...client, tokenScopes: scopes };
      return actingUser(client, kind);
    },
  };
}
