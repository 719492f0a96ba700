import fp from 'fastify-plugin';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { traceQueries } from './tracing';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/**
 * The database (PGlite, or PostgreSQL with DATABASE_URL), its migrations applied, closed
 * with the app. The demo data is written above the modules (wiring/demo-seed.ts).
 */
export const database = fp(
  async (app) => {
    const { config } = app;
    const handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      ...(config.databaseReadUrl === undefined ? {} : { readDatabaseUrl: config.databaseReadUrl }),
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
      ...(config.tracing === undefined ? {} : { onClient: traceQueries }),
      onConnectionLost: (error) =>
        app.log.warn(
          { err: error },
          'PostgreSQL closed an idle connection; the next query opens one',
        ),
    });
    app.decorate('database', handle);
    app.addHook('onClose', async () => handle.close());
  },
  { name: 'database', decorators: { fastify: ['config'] } },
);
