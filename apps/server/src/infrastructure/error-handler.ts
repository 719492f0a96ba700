import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@pr/contracts';
import { isDatabaseUnavailable } from '../db/driver-errors';

/** How long a client is asked to wait while the database is out of reach. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An expected failure a handler reports: becomes `{ code, message, details }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

const CODES_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/** One error handler and one 404 handler for the whole API: JSON, never internals. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = {
        code: error.code,
        message: error.message,
        details: error.details,
      };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: `${error.validationContext ?? ''}${issue.instancePath}`,
        message: issue.message,
      }));
      const body: ApiErrorBody = {
        code: 'invalid_input',
        message: 'The request is invalid.',
        details,
      };
      return reply.status(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code =
        status === 400 && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'malformed_json'
          : (CODES_BY_STATUS[status] ?? 'bad_request');
      const body: ApiErrorBody = { code, message: error.message };
      return reply.status(status).send(body);
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or failover: the pool reconnects by itself, the client tries again.
      request.log.warn({ err: error }, 'database unavailable');
      const body: ApiErrorBody = {
        code: 'database_unavailable',
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      };
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ApiErrorBody = {
      code: status === 503 ? 'unavailable' : 'internal_error',
      message: `Something went wrong on our side. Reference: ${request.id}`,
    };
    return reply.status(status === 503 ? 503 : 500).send(body);
  });
}

/**
 * The router's own refusals (a path whose percent-encoding does not decode), which reach no
 * route and so no error handler: answered in the API's error shape like any bad input.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const body: ApiErrorBody = { code: 'bad_request', message: error.message };
  void reply.status(400).send(body);
}
