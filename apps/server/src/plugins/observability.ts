import fp from 'fastify-plugin';
import { createMetrics, type Metrics } from '../modules/metrics/metrics';
import { traceRequests } from '../modules/tracing/tracing';

declare module 'fastify' {
  interface FastifyInstance {
    /** Collected only when they are served (METRICS_PORT). */
    metrics: Metrics | null;
  }
}

/** Request metrics when they are served, request spans when traces are exported. */
export const observability = fp(
  async (app) => {
    const { metricsPort, tracing } = app.config;
    app.decorate('metrics', metricsPort === undefined ? null : await createMetrics(app));
    // Only when traces are exported: the hooks would otherwise cost every request for nothing.
    if (tracing) traceRequests(app);
  },
  { name: 'observability', decorators: { fastify: ['config'] } },
);
