import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDemoData } from '../db/seed-demo';
import { measureDatabase, measureWebhooks } from '../modules/metrics/metrics';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/**
 * The database (PGlite, or PostgreSQL with DATABASE_URL), its migrations applied, closed
 * with the app; the demo data written when SEED_DEMO asks for it.
 */
export const database = fp(
  async (app) => {
    const { config } = app;
    const handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      traceQueries: config.tracing !== undefined,
      onConnectionLost: (error) =>
        app.log.warn(
          { err: error },
          'PostgreSQL closed an idle connection; the next query opens one',
        ),
    });
    app.decorate('database', handle);
    if (app.metrics) {
      await measureDatabase(app.metrics.registry, handle);
      await measureWebhooks(app.metrics.registry, handle.db);
    }
    app.addHook('onClose', async () => handle.close());
    if (config.seedDemo) {
      await seedDemoData(handle.db, {
        accountsStaffRole: config.oidc.embedded ? config.oidc.staffRole : null,
      });
    }
  },
  { name: 'database', decorators: { fastify: ['config', 'metrics'] } },
);
