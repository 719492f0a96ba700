import fp from 'fastify-plugin';
import {
  createMetrics,
  measureDatabase,
  measureWebhooks,
  type Metrics,
} from '../modules/metrics/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product's counters; null when no metrics are served (METRICS_PORT). */
    metrics: Metrics | null;
  }
}

/**
 * The modules' metrics in the registry infrastructure/observability.ts made: stored
 * registrations, webhook attempts, the pool, the mail outbox and the webhook queue.
 */
export const metrics = fp(
  async (app) => {
    const registry = app.metricsRegistry;
    if (registry === null) {
      app.decorate('metrics', null);
      return;
    }
    app.decorate('metrics', await createMetrics(registry));
    await measureDatabase(registry, app.database);
    await measureWebhooks(registry, app.database.db);
  },
  { name: 'metrics', decorators: { fastify: ['metricsRegistry', 'database'] } },
);
