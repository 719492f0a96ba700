import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RequestPayload } from 'fastify';
import { HttpError } from './error-handler';

/**
 * The largest body a caller without a valid token may send, on any route: an anonymous
 * command, a sign-in form or a telemetry report is a few kB. Larger bodies (a batch, a
 * catalog) belong to routes that settle their caller before the body is read.
 */
export const ANONYMOUS_BODY_MAX_BYTES = 64 * 1024;

const tooLarge = () =>
  new HttpError(
    413,
    'payload_too_large',
    `A request without a sign-in may send at most ${ANONYMOUS_BODY_MAX_BYTES / 1024} kB.`,
  );

/**
 * Refuses an anonymous body over the limit before it is read: at once when its
 * Content-Length says so, after the limit's bytes when it comes in chunks. Runs after the
 * `onRequest` hooks, so the bearer token has been read by then. A refusal sent before its
 * body was read closes the connection: Node would otherwise read and drop the rest, up to
 * 60 MB per stranger, to keep the connection alive.
 */
export function limitAnonymousBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode >= 400 && request.raw.complete === false) {
      void reply.header('connection', 'close');
    }
  });
  // Last of each route's preParsing hooks: a route's own guard answers 401 first.
  app.addHook('onRoute', (route) => {
    const own = route.preParsing ?? [];
    route.preParsing = [...(Array.isArray(own) ? own : [own]), limitAnonymousBody];
  });
}

async function limitAnonymousBody(
  request: FastifyRequest,
  _reply: FastifyReply,
  payload: RequestPayload,
): Promise<RequestPayload> {
  // Routes outside /api have no `user` at all: their callers are anonymous.
  if (request.user) return payload;
  const length = request.headers['content-length'];
  if (length !== undefined) {
    // Fastify refuses a body longer or shorter than its Content-Length.
    if (Number(length) > ANONYMOUS_BODY_MAX_BYTES) throw tooLarge();
    return payload;
  }
  // No length given: a body only if there is something to parse it as (Fastify's rule).
  const { 'content-type': type, 'transfer-encoding': chunked } = request.headers;
  if (type === undefined && chunked === undefined) return payload;
  let received = 0;
  return payload.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        if (received > ANONYMOUS_BODY_MAX_BYTES) done(tooLarge());
        else done(null, chunk);
      },
    }),
  );
}
