import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemo } from './db/seed-demo';
import { deviceRoutes } from './modules/devices/device-routes';
import { healthRoutes } from './modules/health/health-routes';
import { productRoutes } from './modules/products/product-routes';
import { telemetryRoutes } from './modules/telemetry/telemetry-routes';
import { runtimeConfigRoutes } from './modules/runtime-config/runtime-config-routes';
import { registerCsrf } from './plugins/csrf';
import { HttpError, registerErrorHandlers } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerSpa } from './plugins/spa';

const { version } = JSON.parse(
  readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
) as { version: string };

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
  }
}

/** Wires plugins, services and routes in order; the only place that knows them all. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // A serial may have 100 digits; the router's default cap is exactly 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External plugins.
  await registerSecurityHeaders(app, {
    oidcIssuer: config.oidc.issuer,
    mapTileUrl: config.map.tileUrl,
    cookieConsentScriptUrl: config.cookieConsentScriptUrl,
  });
  await app.register(cookie);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true }) : undefined;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pr-rate-limit:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        'rate_limited',
        `Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s.`,
      ),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Product registration API', version },
      servers: [{ url: config.publicBaseUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerCsrf(app, { secureCookie: config.publicBaseUrl.startsWith('https:') });

  // Services.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolSize: config.databasePoolSize,
  });
  app.decorate('database', database);
  app.addHook('onClose', async () => {
    await database.close();
    redis?.disconnect();
  });
  if (config.seedDemo) await seedDemo(database.db);

  // Routes.
  const db = database.db;
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db, version });
      await api.register(runtimeConfigRoutes, { config });
      await api.register(deviceRoutes, {
        db,
        defaultLocale: config.defaultLocale,
        lookupRateLimitPerMinute: config.lookupRateLimitPerMinute,
      });
      await api.register(productRoutes, { db, defaultLocale: config.defaultLocale });
      await api.register(telemetryRoutes);
    },
    { prefix: '/api' },
  );
  await registerSpa(app, config.webDistDir);
  return app;
}
