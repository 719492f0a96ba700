import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import { validatorWithTextRule } from './plugins/validator-compiler';
import { registerAuthentication } from './modules/auth/authentication';
import { deviceRoutes } from './modules/devices/device-routes';
import { healthRoutes } from './modules/health/health-routes';
import { productRoutes } from './modules/products/product-routes';
import { telemetryRoutes } from './modules/telemetry/telemetry-routes';
import { runtimeConfigRoutes } from './modules/runtime-config/runtime-config-routes';
import { limitAnonymousBodies } from './plugins/anonymous-body-limit';
import { backgroundWorkers, type BackgroundWorkerOptions } from './plugins/background-workers';
import { compression } from './plugins/compression';
import { csrf } from './plugins/csrf';
import { database } from './plugins/database';
import { limitJsonDepth } from './plugins/json-body';
import { frameworkErrorHandler, registerErrorHandlers } from './plugins/error-handler';
import { identityProvider } from './plugins/identity-provider';
import { observability } from './plugins/observability';
import { openApiDocs } from './plugins/openapi-docs';
import { pageRendering } from './plugins/page-rendering';
import { rateLimits } from './plugins/rate-limits';
import { securityHeaders } from './plugins/security-headers';
import { sharedServices } from './plugins/shared-services';
import { requestIdGenerator, trustFunction } from './plugins/trusted-proxies';
import { placesRoutes } from './modules/places/places-routes';
import { registrationRoutes } from './modules/registrations/registration-routes';
import { batchRoutes } from './modules/batches/batch-routes';
import { consoleAuditRoutes } from './modules/console/console-audit-routes';
import { consoleCatalogRoutes } from './modules/console/console-catalog-routes';
import { consoleCompanyRoutes } from './modules/console/console-company-routes';
import { consoleFunnelRoutes } from './modules/console/console-funnel-routes';
import { consoleOverviewRoutes } from './modules/console/console-overview-routes';
import { consoleRegistrationRoutes } from './modules/console/console-registration-routes';
import { reviewRoutes } from './modules/reviews/review-routes';
import { certificateRoutes } from './modules/certificates/certificate-routes';
import { installationRoutes } from './modules/installations/installation-routes';
import { consolePointsRoutes, installerPointsRoutes } from './modules/points/points-routes';
import { bulkMappingRoutes } from './modules/bulk-mappings/bulk-mapping-routes';
import { consentRoutes } from './modules/consents/consent-routes';
import { registrationStatusRoutes } from './modules/registrations/registration-status-routes';
import { myRegistrationRoutes } from './modules/registrations/my-registration-routes';
import { personRequestRoutes } from './modules/privacy/person-request-routes';
import { recallRoutes } from './modules/recalls/recall-routes';
import { labelRoutes } from './modules/labels/label-routes';
import { privacyRoutes } from './modules/privacy/privacy-routes';
import { transferRoutes } from './modules/transfers/transfer-routes';
import { webhookRoutes } from './modules/webhooks/webhook-routes';
import { apiClientBearers } from './modules/api-clients/api-client-access';
import { apiClientRoutes } from './modules/api-clients/api-client-routes';
import { gs1ResolverRoutes } from './modules/gs1-resolver/gs1-resolver-routes';
import { loadClientTokens } from './modules/api-clients/client-tokens';
import { apiClientTokenRoutes } from './modules/api-clients/token-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration every plugin and module reads its settings from. */
    config: Config;
  }
}

/** Reset links carry a secret in their path; logs must not. */
function redactUrl(url: string): string {
  return url.replace(/\/idp\/reset\/[^/?]+/, '/idp/reset/[redacted]');
}

/**
 * The API's modules under /api. A module reads what it needs from the app's decorators
 * (`config`, `database`, the workers and shared services); the modules below that still take
 * their settings as options get them here.
 */
const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  const { config } = api;
  const { db } = api.database;
  const catalogTexts = {
    defaultLocale: config.defaultLocale,
    textFallback: config.catalogTextFallback,
  };
  const onMailQueued = () => api.mailWorker.kick();
  // API clients' tokens come from our own token endpoint, whichever provider signs users in.
  const clientTokens = await loadClientTokens(db, {
    publicBaseUrl: config.publicBaseUrl,
    audience: config.oidc.audience,
  });
  registerAuthentication(
    api,
    api.verifyAccessToken,
    apiClientBearers(api, {
      db,
      tokens: clientTokens,
      rateLimitPerMinute: config.apiClientRateLimitPerMinute,
    }),
  );
  await api.register(apiClientTokenRoutes, { db, tokens: clientTokens });
  await api.register(healthRoutes);
  await api.register(runtimeConfigRoutes);
  await api.register(deviceRoutes, {
    db,
    textFallback: config.catalogTextFallback,
    lookupRateLimitPerMinute: config.lookupRateLimitPerMinute,
    lookupCache: api.lookupCache,
    funnel: api.funnelCounter,
  });
  await api.register(productRoutes, { db, ...catalogTexts });
  await api.register(certificateRoutes, {
    db,
    certificateIds: api.certificateIds,
    ...catalogTexts,
    publicBaseUrl: config.publicBaseUrl,
    rateLimitPerMinute: config.lookupRateLimitPerMinute,
  });
  await api.register(myRegistrationRoutes, {
    db,
    certificateIds: api.certificateIds,
    ...catalogTexts,
    rateLimitPerMinute: config.lookupRateLimitPerMinute,
  });
  await api.register(privacyRoutes, { rateLimitPerMinute: config.lookupRateLimitPerMinute });
  await api.register(telemetryRoutes);
  await api.register(placesRoutes);
  await api.register(batchRoutes, {
    db,
    ...catalogTexts,
    rateLimitPerMinute: config.batchRateLimitPerMinute,
    onStored: (count) => api.metrics?.registrationsStored('bulk', count),
  });
  await api.register(registrationStatusRoutes, {
    db,
    rateLimitPerMinute: config.lookupRateLimitPerMinute,
  });
  await api.register(installationRoutes, {
    db,
    defaultLocale: config.defaultLocale,
    rateLimitPerMinute: config.lookupRateLimitPerMinute,
    cursors: api.pageCursors,
  });
  await api.register(installerPointsRoutes);
  await api.register(bulkMappingRoutes);
  await api.register(consentRoutes, { rateLimitPerMinute: config.lookupRateLimitPerMinute });
  // The manufacturer's back office (`/api/console`): staff only, every route.
  await api.register(consoleRegistrationRoutes, { prefix: '/console' });
  await api.register(consoleCompanyRoutes, { prefix: '/console' });
  await api.register(consoleOverviewRoutes, { prefix: '/console' });
  await api.register(consoleFunnelRoutes, { prefix: '/console' });
  await api.register(consoleCatalogRoutes, { prefix: '/console' });
  await api.register(consoleAuditRoutes, { prefix: '/console' });
  await api.register(registrationRoutes, {
    db,
    ...catalogTexts,
    publicBaseUrl: config.publicBaseUrl,
    limits: config.registrationLimits,
    onMailQueued,
    onStored: () => api.metrics?.registrationsStored('web', 1),
  });
  await api.register(webhookRoutes, { prefix: '/console/webhooks' });
  await api.register(personRequestRoutes, { prefix: '/console/people' });
  await api.register(recallRoutes, { prefix: '/console/recalls' });
  await api.register(labelRoutes, { prefix: '/console/labels' });
  await api.register(apiClientRoutes, { prefix: '/console/api-clients' });
  await api.register(consolePointsRoutes, { prefix: '/console/points' });
  await api.register(reviewRoutes, { prefix: '/console/reviews' });
  await api.register(transferRoutes, {
    db,
    ...catalogTexts,
    publicBaseUrl: config.publicBaseUrl,
    limits: config.registrationLimits,
    onMailQueued,
  });
};

export interface BuildOptions extends BackgroundWorkerOptions {
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
}

/**
 * The app, wired in order: external plugins, then services (each decorates the app with what
 * it makes), then routes. The one list of everything the server runs.
 */
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
    frameworkErrors: frameworkErrorHandler,
    // The database plugin applies migrations and writes the demo data: a first start or a
    // long migration may take well over the 10 s Fastify allows a plugin by default.
    pluginTimeout: 0,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorWithTextRule);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  registerErrorHandlers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(observability);

  // External plugins.
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(compression);
  await app.register(rateLimits);
  await app.register(openApiDocs);
  await app.register(csrf);
  limitAnonymousBodies(app);
  limitJsonDepth(app);

  // Services.
  await app.register(database);
  await app.register(sharedServices);
  await app.register(backgroundWorkers, { webhooks: options.webhooks });
  await app.register(identityProvider);

  // Routes.
  await app.register(apiRoutes, { prefix: '/api' });
  // At the root, not under /api: a GS1 Digital Link's path starts at the resolver's root.
  await app.register(gs1ResolverRoutes, {
    db: app.database.db,
    publicBaseUrl: config.publicBaseUrl,
    defaultLocale: config.defaultLocale,
    textFallback: config.catalogTextFallback,
    rateLimitPerMinute: config.lookupRateLimitPerMinute,
    operatorName: config.imprint.companyName,
    qrOpens: app.qrOpens,
  });
  await app.register(pageRendering);
  return app;
}
