import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@pr/contracts';
import type { Database } from '../../db/client';
import { authenticateApiClient } from './api-clients';
import { CLIENT_TOKEN_TTL_SECONDS, tokenScopes, type ClientTokens } from './client-tokens';

export interface TokenRoutesOptions {
  db: Database;
  tokens: ClientTokens;
}

/**
 * Token requests per address and minute: a token lasts 10 minutes, so a well-behaved client
 * asks a few times an hour, and guessing secrets (256 random bits) is hopeless anyway.
 */
export const TOKEN_REQUESTS_PER_MINUTE = 60;

/** An OAuth error answer (RFC 6749 §5.2), the shape every OAuth client library reads. */
const oauthErrorSchema = z.object({ error: z.string(), error_description: z.string() });

const tokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});

/** The form fields; loose on purpose, so that a wrong one answers in OAuth's words, not ours. */
const tokenRequestSchema = z.object({
  grant_type: z.string().max(100).optional(),
  client_id: z.string().max(200).optional(),
  client_secret: z.string().max(200).optional(),
  scope: z.string().max(500).optional(),
});

/** `Authorization: Basic …` as RFC 6749 §2.3.1 encodes it: both parts form-urlencoded. */
function basicCredentials(request: FastifyRequest): { id: string; secret: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const decode = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));
    return { id: decode(decoded.slice(0, colon)), secret: decode(decoded.slice(colon + 1)) };
  } catch {
    return null;
  }
}

function oauthError(
  reply: FastifyReply,
  status: 400 | 401,
  error: string,
  description: string,
  basic = false,
) {
  if (basic) void reply.header('WWW-Authenticate', 'Basic realm="api-clients"');
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error, error_description: description });
}

/**
 * The token endpoint of API clients (`POST /api/oauth/token`): OAuth 2.0 client credentials
 * (RFC 6749 §4.4), the client authenticated by HTTP Basic or by form fields. The answer is a
 * short-lived JWT access token for this API. Our own endpoint rather than the embedded
 * provider's: that one compares stored secrets in plain text, and we keep only their hashes.
 */
export const apiClientTokenRoutes: FastifyPluginAsyncZod<TokenRoutesOptions> = async (
  app,
  options,
) => {
  // OAuth clients send a form; JSON is accepted too.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.post(
    '/oauth/token',
    {
      config: {
        rateLimit: { max: TOKEN_REQUESTS_PER_MINUTE, timeWindow: 60_000 },
        basicClientAuthentication: true,
        // No cookie authenticates this request: the client's secret does.
        csrfExempt: true,
      },
      schema: {
        summary: 'An access token for an API client (OAuth 2.0 client credentials)',
        description: `Form fields grant_type=client_credentials and, optionally, scope (space-separated; all the client's scopes when absent). The client authenticates with HTTP Basic (client_id:client_secret) or the client_id and client_secret fields. The token lives ${CLIENT_TOKEN_TTL_SECONDS} s; a revoked client's tokens stop at once.`,
        tags: ['api-clients'],
        body: tokenRequestSchema,
        response: {
          200: tokenSchema,
          // A body that is no form or JSON object gets the API's own 400.
          400: oauthErrorSchema.or(apiErrorSchema),
          401: oauthErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const fields = request.body;
      const basic = basicCredentials(request);
      if (request.headers.authorization !== undefined && basic === null) {
        return oauthError(
          reply,
          401,
          'invalid_client',
          'The Authorization header must be Basic client_id:client_secret.',
          true,
        );
      }
      if (basic && (fields.client_id !== undefined || fields.client_secret !== undefined)) {
        return oauthError(
          reply,
          400,
          'invalid_request',
          'Authenticate the client one way only: HTTP Basic or the form fields.',
        );
      }
      if (fields.grant_type !== 'client_credentials') {
        return oauthError(
          reply,
          400,
          'unsupported_grant_type',
          'Only grant_type=client_credentials is supported here.',
        );
      }
      const credentials =
        basic ??
        (fields.client_id !== undefined && fields.client_secret !== undefined
          ? { id: fields.client_id, secret: fields.client_secret }
          : null);
      if (!credentials) {
        return oauthError(
          reply,
          401,
          'invalid_client',
          'Send the client_id and client_secret (HTTP Basic or form fields).',
          true,
        );
      }
      const client = await authenticateApiClient(options.db, credentials.id, credentials.secret);
      if (!client || client.revokedAt !== null) {
        return oauthError(
          reply,
          401,
          'invalid_client',
          'Unknown client, wrong secret, or a revoked client.',
          basic !== null,
        );
      }
      const granted = tokenScopes(client.scopes, fields.scope);
      if ('refused' in granted) {
        return oauthError(
          reply,
          400,
          'invalid_scope',
          `This client may not have: ${granted.refused.join(' ')}. Its scopes: ${client.scopes.join(' ')}.`,
        );
      }
      const { scopes } = granted;
      const accessToken = await options.tokens.issue(client.id, scopes);
      return reply.header('cache-control', 'no-store').send({
        access_token: accessToken,
        token_type: 'Bearer' as const,
        expires_in: CLIENT_TOKEN_TTL_SECONDS,
        scope: scopes.join(' '),
      });
    },
  );
};
