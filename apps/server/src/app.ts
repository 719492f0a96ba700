import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import middie from '@fastify/middie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { COMPANY_ID_CLAIM } from '@pr/contracts';
import type { Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedDemoData } from './db/seed-demo';
import { createAccessTokenVerifier } from './modules/auth/access-token-verifier';
import { registerAuthentication } from './modules/auth/authentication';
import { createIdentityProvider } from './modules/idp/identity-provider';
import { interactionRoutes, isOwnIdentityPath } from './modules/idp/interaction-routes';
import { deleteExpiredPayloads } from './modules/idp/oidc-adapter';
import { loadIdentitySecrets } from './modules/idp/signing-keys';
import { createMailTransport } from './modules/mail/mail-transport';
import { startMailWorker, type MailWorker } from './modules/mail/mail-worker';
import { deviceRoutes } from './modules/devices/device-routes';
import { healthRoutes } from './modules/health/health-routes';
import { productRoutes } from './modules/products/product-routes';
import { telemetryRoutes } from './modules/telemetry/telemetry-routes';
import { deleteOldWebVitals } from './modules/telemetry/web-vitals';
import {
  runtimeConfigRoutes,
  toRuntimeConfig,
} from './modules/runtime-config/runtime-config-routes';
import { limitAnonymousBodies } from './plugins/anonymous-body-limit';
import { registerCsrf } from './plugins/csrf';
import { limitJsonDepth } from './plugins/json-body';
import { HttpError, registerErrorHandlers } from './plugins/error-handler';
import { registerSecurityHeaders } from './plugins/security-headers';
import { sharedCounterStore } from './plugins/shared-counter-store';
import { requestIdGenerator, trustFunction } from './plugins/trusted-proxies';
import { registerSpa } from './plugins/spa';
import { CATALOG_CHANGED_CHANNEL, LookupCache } from './modules/devices/lookup-cache';
import { registerSeoRoutes } from './modules/seo/seo-routes';
import {
  createMetrics,
  measureDatabase,
  measureWebhooks,
  type Metrics,
} from './modules/metrics/metrics';
import { traceRequests } from './modules/tracing/tracing';
import { withCache } from './modules/places/cached-places-provider';
import { createGooglePlacesProvider } from './modules/places/google-places-provider';
import { createLocalPlacesProvider } from './modules/places/local-places-provider';
import { createNominatimPlacesProvider } from './modules/places/nominatim-places-provider';
import type { PlacesProvider } from './modules/places/places-provider';
import { placesRoutes } from './modules/places/places-routes';
import { memoryWeightedCounter, redisWeightedCounter } from './plugins/weighted-counter';
import { registerPageAssets } from './pages/render';
import { registrationRoutes } from './modules/registrations/registration-routes';
import { batchRoutes } from './modules/batches/batch-routes';
import { consoleRoutes } from './modules/console/console-routes';
import { loadCertificateIds } from './modules/certificates/certificate-id';
import { certificateRoutes } from './modules/certificates/certificate-routes';
import { loadPageCursors } from './modules/console/page-cursors';
import { certificateAttachment } from './modules/certificates/render-certificate';
import { installationRoutes } from './modules/installations/installation-routes';
import { bulkMappingRoutes } from './modules/bulk-mappings/bulk-mapping-routes';
import { registrationStatusRoutes } from './modules/registrations/registration-status-routes';
import { myRegistrationRoutes } from './modules/registrations/my-registration-routes';
import { transferRoutes } from './modules/transfers/transfer-routes';
import { systemClock, type Clock } from './modules/webhooks/webhook-clock';
import type { Timers } from './plugins/polling-worker';
import { webhookEventSchemas } from './modules/events/event-schemas';
import { webhookRoutes } from './modules/webhooks/webhook-routes';
import { startWebhookWorker, type WebhookWorker } from './modules/webhooks/webhook-worker';
import { RELEASE_VERSION as version } from './server-root';

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    mailWorker: MailWorker;
    webhookWorker: WebhookWorker;
    /** Collected only when they are served (METRICS_PORT). */
    metrics: Metrics | null;
  }
}

const HOUR_MS = 60 * 60_000;

type ProviderHandler = ReturnType<Provider['callback']>;

/** Runs a clean-up every hour until the server closes; a failed run waits for the next one. */
function everyHour(app: FastifyInstance, task: () => Promise<unknown>): void {
  const timer = setInterval(() => void task().catch(() => undefined), HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Wires plugins, services and routes in order; the only place that knows them all. */
/** Reset links carry a secret in their path; logs must not. */
function redactUrl(url: string): string {
  return url.replace(/\/idp\/reset\/[^/?]+/, '/idp/reset/[redacted]');
}

function createPlacesProvider(config: Config, db: DatabaseHandle['db']): PlacesProvider {
  switch (config.places.provider) {
    case 'google':
      return withCache(createGooglePlacesProvider(config.places.googleMapsApiKey));
    case 'nominatim':
      return withCache(createNominatimPlacesProvider(config.places.nominatimUrl));
    case 'local':
      // Local look-ups are cheap and must see addresses registered a moment ago: no cache.
      return createLocalPlacesProvider(db);
  }
}

export interface BuildOptions {
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
  /** The webhook worker's time, poll timer and jitter (tests pass a fake clock). */
  webhooks?: { clock?: Clock; timers?: Timers; timeoutMs?: number; random?: () => number };
}

export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: {
        req: (req: {
          method: string;
          url: string;
          headers: Record<string, unknown>;
          ip?: string;
        }) => ({
          method: req.method,
          url: redactUrl(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: trustFunction(config.trustProxy),
    requestIdHeader: false,
    genReqId: requestIdGenerator(config.trustProxy),
    // A serial may have 100 digits; the router's default cap is exactly 100.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = config.metricsPort === undefined ? null : await createMetrics(app);
  app.decorate('metrics', metrics);
  // Only when traces are exported: the hooks would otherwise cost every request for nothing.
  if (config.tracing) traceRequests(app);

  // External plugins.
  registerSecurityHeaders(app, {
    oidcIssuer: config.oidc.issuer,
    mapTileUrl: config.map.tileUrl,
    cookieConsentScriptUrl: config.cookieConsentScriptUrl,
  });
  await app.register(cookie);
  // Answers over 1 kB go compressed (the built assets were compressed once, at build time,
  // and are sent as they are). Brotli at quality 4: at the default 11, compressing every
  // answer would cost more CPU than the bytes it saves.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const redis = config.redisUrl ? await sharedCounterStore(app, config.redisUrl) : undefined;
  const weightedCounter = redis ? redisWeightedCounter(redis) : memoryWeightedCounter();
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'pr-rate-limit:' } : {}),
    // Without Redis the limits let requests through rather than refuse every customer.
    skipOnError: true,
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
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        // What webhook receivers get: one schema per event type and version (docs/integrations.md).
        schemas: webhookEventSchemas(),
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  registerCsrf(app, { secureCookie: config.publicBaseUrl.startsWith('https:') });
  limitAnonymousBodies(app);
  limitJsonDepth(app);

  // Services.
  const database = await openDatabase({
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
  app.decorate('database', database);
  if (metrics) {
    await measureDatabase(metrics.registry, database);
    await measureWebhooks(metrics.registry, database.db);
  }
  app.addHook('onClose', async () => {
    await database.close();
    redis?.disconnect();
  });
  const db = database.db;
  // Look-up answers stay valid until a catalog import commits, on this replica or another.
  const lookupCache = new LookupCache(config.lookupCacheEntries);
  const stopListening = await database.listen(CATALOG_CHANGED_CHANNEL, () => lookupCache.clear());
  app.addHook('onClose', stopListening);
  if (config.seedDemo) {
    await seedDemoData(db, {
      accountsStaffRole: config.oidc.embedded ? config.oidc.staffRole : null,
    });
  }
  const certificateIds = await loadCertificateIds(db);
  const cursors = await loadPageCursors(db);
  const certificateOptions = {
    certificateIds,
    publicBaseUrl: config.publicBaseUrl,
    textFallback: config.catalogTextFallback,
  };
  const mailWorker = startMailWorker(
    db,
    createMailTransport({ ...config.mail, outboxDir: path.join(config.dataDir, 'outbox') }),
    app.log,
    async (mail) =>
      mail.attachment === 'certificate' && mail.registrationId !== null
        ? certificateAttachment(db, mail.registrationId, certificateOptions)
        : [],
  );
  app.decorate('mailWorker', mailWorker);
  app.addHook('onClose', async () => mailWorker.stop());
  const webhookClock = options.webhooks?.clock ?? systemClock;
  const webhookWorker = startWebhookWorker(db, app.log, {
    allowPrivateTargets: config.webhookAllowPrivateTargets,
    clock: webhookClock,
    ...(options.webhooks?.timers && { timers: options.webhooks.timers }),
    ...(options.webhooks?.timeoutMs !== undefined && { timeoutMs: options.webhooks.timeoutMs }),
    ...(options.webhooks?.random && { random: options.webhooks.random }),
    onAttempt: (outcome) => metrics?.webhookAttempt(outcome),
  });
  app.decorate('webhookWorker', webhookWorker);
  app.addHook('onClose', async () => webhookWorker.stop());
  everyHour(app, () => deleteOldWebVitals(db));

  registerPageAssets(app);

  // Identity: the embedded provider when no external issuer is configured.
  let localJwks;
  if (config.oidc.embedded) {
    const secrets = await loadIdentitySecrets(db);
    localJwks = secrets.publicJwks;
    // Made once the server answers, or at the first identity request if sooner: the
    // library alone takes a start 0.4 s, and look-ups and pages do not need it.
    let identity: Promise<{ provider: Provider; handle: ProviderHandler }> | undefined;
    const loadIdentity = () =>
      (identity ??= createIdentityProvider(config, db, secrets).then((provider) => ({
        provider,
        handle: provider.callback(),
      })));
    app.addHook('onListen', async () => {
      loadIdentity().catch((error: unknown) =>
        app.log.error({ err: error }, 'the identity provider could not be made'),
      );
    });
    await app.register(middie);
    app.use('/idp', (req, res, next) => {
      if (isOwnIdentityPath(req.url ?? '')) next();
      else
        loadIdentity().then(
          ({ handle }) => handle(req, res),
          (error: unknown) => next(error),
        );
    });
    await app.register(interactionRoutes, {
      provider: async () => (await loadIdentity()).provider,
      db,
      publicBaseUrl: config.publicBaseUrl,
      limits: config.accountLimits,
      counter: weightedCounter,
      onMailQueued: () => mailWorker.kick(),
    });
    everyHour(app, () => deleteExpiredPayloads(db));
  }
  const verifyAccessToken = createAccessTokenVerifier({
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    companyNameClaim: config.oidc.companyNameClaim,
    companyEmailClaim: config.oidc.companyEmailClaim,
    rolesClaim: config.oidc.rolesClaim,
    staffRole: config.oidc.staffRole,
    // Our own provider's company id is ours; an external directory's companies have none.
    ...(config.oidc.embedded ? { companyIdClaim: COMPANY_ID_CLAIM } : {}),
    localJwks,
  });

  // Routes.
  await app.register(
    async (api) => {
      registerAuthentication(api, verifyAccessToken);
      await api.register(healthRoutes, { db, version });
      await api.register(runtimeConfigRoutes, { config });
      await api.register(deviceRoutes, {
        db,
        textFallback: config.catalogTextFallback,
        lookupRateLimitPerMinute: config.lookupRateLimitPerMinute,
        lookupCache,
      });
      await api.register(productRoutes, {
        db,
        defaultLocale: config.defaultLocale,
        textFallback: config.catalogTextFallback,
      });
      await api.register(certificateRoutes, {
        db,
        certificateIds,
        defaultLocale: config.defaultLocale,
        textFallback: config.catalogTextFallback,
        publicBaseUrl: config.publicBaseUrl,
        rateLimitPerMinute: config.lookupRateLimitPerMinute,
      });
      await api.register(myRegistrationRoutes, {
        db,
        certificateIds,
        defaultLocale: config.defaultLocale,
        textFallback: config.catalogTextFallback,
        rateLimitPerMinute: config.lookupRateLimitPerMinute,
      });
      await api.register(telemetryRoutes, {
        db,
        rateLimitPerMinute: config.telemetryRateLimitPerMinute,
      });
      await api.register(placesRoutes, {
        provider: createPlacesProvider(config, db),
        defaultLanguage: config.defaultLocale.slice(0, 2),
        rateLimitPerMinute: config.places.rateLimitPerMinute,
        addressChecksPerHour: config.addressChecksPerHour,
        counter: weightedCounter,
      });
      await api.register(batchRoutes, {
        db,
        defaultLocale: config.defaultLocale,
        textFallback: config.catalogTextFallback,
        rateLimitPerMinute: config.batchRateLimitPerMinute,
        onStored: (count) => metrics?.registrationsStored('bulk', count),
      });
      await api.register(registrationStatusRoutes, {
        db,
        rateLimitPerMinute: config.lookupRateLimitPerMinute,
      });
      await api.register(installationRoutes, {
        db,
        defaultLocale: config.defaultLocale,
        rateLimitPerMinute: config.lookupRateLimitPerMinute,
        cursors,
      });
      await api.register(bulkMappingRoutes, {
        db,
        rateLimitPerMinute: config.lookupRateLimitPerMinute,
      });
      await api.register(consoleRoutes, {
        prefix: '/console',
        db,
        defaultLocale: config.defaultLocale,
        textFallback: config.catalogTextFallback,
        publicBaseUrl: config.publicBaseUrl,
        pendingTtlHours: config.registrationLimits.pendingTtlHours,
        catalogUploadLimitBytes: config.catalogUploadLimitBytes,
        rateLimitPerMinute: config.consoleRateLimitPerMinute,
        cursors,
        onMailQueued: () => mailWorker.kick(),
      });
      await api.register(registrationRoutes, {
        db,
        defaultLocale: config.defaultLocale,
        textFallback: config.catalogTextFallback,
        publicBaseUrl: config.publicBaseUrl,
        limits: config.registrationLimits,
        onMailQueued: () => mailWorker.kick(),
        onStored: () => metrics?.registrationsStored('web', 1),
      });
      await api.register(webhookRoutes, {
        prefix: '/console/webhooks',
        db,
        clock: webhookClock,
        allowPrivateTargets: config.webhookAllowPrivateTargets,
        onQueued: () => webhookWorker.kick(),
        rateLimitPerMinute: config.consoleRateLimitPerMinute,
      });
      await api.register(transferRoutes, {
        db,
        defaultLocale: config.defaultLocale,
        textFallback: config.catalogTextFallback,
        publicBaseUrl: config.publicBaseUrl,
        limits: config.registrationLimits,
        onMailQueued: () => mailWorker.kick(),
      });
    },
    { prefix: '/api' },
  );
  registerSeoRoutes(app, {
    publicBaseUrl: config.publicBaseUrl,
    defaultLocale: config.defaultLocale,
  });
  await registerSpa(app, {
    distDir: config.webDistDir,
    rendererFile: config.webRendererFile,
    runtimeConfig: toRuntimeConfig(config),
    publicBaseUrl: config.publicBaseUrl,
    defaultLocale: config.defaultLocale,
  });
  return app;
}
