import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * OpenTelemetry traces, exported over OTLP/HTTP (configured when `OTEL_EXPORTER_OTLP_ENDPOINT`
 * or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` is set; the SDK reads those and its other standard
 * variables, `OTEL_TRACES_SAMPLER`, `OTEL_EXPORTER_OTLP_HEADERS`, …, itself). Without an
 * endpoint the SDK is never loaded and the request and statement spans are not set up.
 */
export async function startTracing(
  options: { serviceName: string },
  version: string,
): Promise<{ shutdown(): Promise<void> }> {
  const [
    { NodeTracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': options.serviceName,
      'service.version': version,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // The global tracer, W3C trace context propagation and an AsyncLocalStorage context.
  provider.register();
  return { shutdown: () => provider.shutdown() };
}

const tracer = trace.getTracer('product-registration');
const spans = new WeakMap<FastifyRequest, Span>();

/**
 * A server span per request, named by method and route pattern, continuing the caller's trace
 * (`traceparent`); the rest of the request runs in its context, so the database's spans
 * (`traceQueries`) are its children.
 */
export function traceRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const route = request.routeOptions.url;
    const span = tracer.startSpan(
      `${request.method} ${route ?? 'unmatched'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          ...(route === undefined ? {} : { 'http.route': route }),
          'http.request.id': request.id,
        },
      },
      parent,
    );
    spans.set(request, span);
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    if (span === undefined) return;
    span.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
}

/** Anything that runs SQL text the way node-postgres does: `query(text, …)`. */
interface Queryable {
  query: (...args: never[]) => unknown;
}

const isCallback = (value: unknown): value is (...args: unknown[]) => unknown =>
  typeof value === 'function';

/** A client span around every statement sent to PostgreSQL, with its SQL text. */
export function traceQueries(target: Queryable): void {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = (...args: unknown[]) => {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    const span = tracer.startSpan('db.query', {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', ...(text ? { 'db.query.text': text } : {}) },
    });
    const end = (error?: unknown) => {
      if (error) {
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : 'query failed',
        });
      }
      span.end();
    };
    // The pool passes a callback; drizzle awaits the promise.
    const last = args.at(-1);
    if (isCallback(last)) {
      args[args.length - 1] = (error: unknown, ...rest: unknown[]) => {
        end(error);
        return last(error, ...rest);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) {
      return result.then(
        (value: unknown) => {
          end();
          return value;
        },
        (error: unknown) => {
          end(error);
          throw error;
        },
      );
    }
    end();
    return result;
  };
}
