import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { startMetricsServer } from './infrastructure/observability';
import { startTracing } from './infrastructure/tracing';
import { RELEASE_VERSION } from './server-root';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function start(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const started = performance.now();
  // Before the app, so that its first requests are traced too.
  const tracing = config.tracing && (await startTracing(config.tracing, RELEASE_VERSION));
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const metricsServer =
    config.metricsPort === undefined || app.metricsRegistry === null
      ? undefined
      : await startMetricsServer(app.metricsRegistry, {
          port: config.metricsPort,
          host: config.host,
        });
  app.log.info(
    { startupMs: Math.round(performance.now() - started), database: app.database.kind },
    `Product registration is ready at ${config.publicBaseUrl}`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // In-flight requests finish; a stuck one must not keep the process alive forever.
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    metricsServer?.close();
    app
      .close()
      .then(() => tracing?.shutdown())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
