import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Registry } from 'prom-client';
import { traceRequests } from './tracing';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry, made only when metrics are served (METRICS_PORT). */
    metricsRegistry: Registry | null;
  }
}

/** Request durations, in seconds: from a cached look-up (ms) to a batch of 10,000 rows. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's Prometheus registry, one per app (a test builds many apps in one process):
 * the runtime's metrics (memory, CPU, event-loop delay), every request's duration by route
 * and status, and rate-limit refusals. The modules' own counters join it in wiring/metrics.ts.
 */
async function measureRequests(app: FastifyInstance): Promise<Registry> {
  // Loaded only by a server that serves metrics: the library is a twentieth of a start.
  const { collectDefaultMetrics, Counter, Histogram, Registry } = await import('prom-client');
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests answered 429 by a rate limit, by route pattern',
    labelNames: ['route'],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The pattern, never the path: a serial number in a label would make a series per device.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    durations.observe(
      { method: request.method, route, status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) refusals.inc({ route });
  });
  return registry;
}

/**
 * Request metrics when they are served, request spans when traces are exported. Registered
 * first, so that its hooks see every route.
 */
export const observability = fp(
  async (app) => {
    const { metricsPort, tracing } = app.config;
    app.decorate('metricsRegistry', metricsPort === undefined ? null : await measureRequests(app));
    // Only when traces are exported: the hooks would otherwise cost every request for nothing.
    if (tracing) traceRequests(app);
  },
  { name: 'observability', decorators: { fastify: ['config'] } },
);

/**
 * Serves `GET /metrics` on a port of its own, which a Kubernetes pod exposes to Prometheus
 * but no Service or Ingress routes to the internet.
 */
export async function startMetricsServer(
  registry: Registry,
  options: { port: number; host: string },
): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics here.\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('Metrics failed.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}
