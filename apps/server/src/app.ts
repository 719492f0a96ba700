import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
// Infrastructure: HTTP machinery that knows no feature (src/infrastructure/).
import { limitAnonymousBodies } from './infrastructure/anonymous-body-limit';
import { compression } from './infrastructure/compression';
import { csrf } from './infrastructure/csrf';
import { database } from './infrastructure/database';
import { frameworkErrorHandler, registerErrorHandlers } from './infrastructure/error-handler';
import { limitJsonDepth } from './infrastructure/json-body';
import { observability } from './infrastructure/observability';
import { rateLimits } from './infrastructure/rate-limits';
import { securityHeaders } from './infrastructure/security-headers';
import { requestIdGenerator, trustFunction } from './infrastructure/trusted-proxies';
import { validatorWithTextRule } from './infrastructure/validator-compiler';
// Modules: the product, one folder per capability (src/modules/).
import { apiClientBearers } from './modules/api-clients/api-client-access';
import { apiClientRoutes } from './modules/api-clients/api-client-routes';
import { clientTokenIssuer, loadClientTokens } from './modules/api-clients/client-tokens';
import { apiClientTokenRoutes } from './modules/api-clients/token-routes';
import { registerAuthentication } from './modules/auth/authentication';
import { batchRoutes } from './modules/batches/batch-routes';
import { bulkMappingRoutes } from './modules/bulk-mappings/bulk-mapping-routes';
import { certificateRoutes } from './modules/certificates/certificate-routes';
import { consentRoutes } from './modules/consents/consent-routes';
import { consoleAuditRoutes } from './modules/console/console-audit-routes';
import { consoleCatalogRoutes } from './modules/console/console-catalog-routes';
import { consoleCompanyRoutes } from './modules/console/console-company-routes';
import { consoleFunnelRoutes } from './modules/console/console-funnel-routes';
import { consoleOverviewRoutes } from './modules/console/console-overview-routes';
import { consoleRegistrationRoutes } from './modules/console/console-registration-routes';
import { deviceRoutes } from './modules/devices/device-routes';
import { gs1ResolverRoutes } from './modules/gs1-resolver/gs1-resolver-routes';
import { healthRoutes } from './modules/health/health-routes';
import { installationRoutes } from './modules/installations/installation-routes';
import { labelRoutes } from './modules/labels/label-routes';
import { placesRoutes } from './modules/places/places-routes';
import { consolePointsRoutes, installerPointsRoutes } from './modules/points/points-routes';
import { personRequestRoutes } from './modules/privacy/person-request-routes';
import { privacyRoutes } from './modules/privacy/privacy-routes';
import { productRoutes } from './modules/products/product-routes';
import { recallRoutes } from './modules/recalls/recall-routes';
import { myRegistrationRoutes } from './modules/registrations/my-registration-routes';
import { registrationRoutes } from './modules/registrations/registration-routes';
import { registrationStatusRoutes } from './modules/registrations/registration-status-routes';
import { reviewRoutes } from './modules/reviews/review-routes';
import { runtimeConfigRoutes } from './modules/runtime-config/runtime-config-routes';
import { telemetryRoutes } from './modules/telemetry/telemetry-routes';
import { transferRoutes } from './modules/transfers/transfer-routes';
import { webhookRoutes } from './modules/webhooks/webhook-routes';
// Wiring: what is built from several modules and mounted across them (src/wiring/).
import { backgroundWorkers, type BackgroundWorkerOptions } from './wiring/background-workers';
import { demoSeed } from './wiring/demo-seed';
import { identityProvider } from './wiring/identity-provider';
import { metrics } from './wiring/metrics';
import { openApiDocs } from './wiring/openapi-docs';
import { pageRendering } from './wiring/page-rendering';
import { sharedServices } from './wiring/shared-services';

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
 * The API's modules under /api. Each reads what it needs from the app's decorators (`config`,
 * `database`, the workers and shared services); only the token endpoint takes its signer as
 * an option, as it shares it with the bearer check made here.
 */
const apiRoutes: FastifyPluginAsyncZod = async (api) => {
  const { config } = api;
  const { db } = api.database;
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
  await api.register(deviceRoutes);
  await api.register(productRoutes);
  await api.register(certificateRoutes);
  await api.register(myRegistrationRoutes);
  await api.register(privacyRoutes);
  await api.register(telemetryRoutes);
  await api.register(placesRoutes);
  await api.register(batchRoutes);
  await api.register(registrationStatusRoutes);
  await api.register(installationRoutes);
  await api.register(installerPointsRoutes);
  await api.register(bulkMappingRoutes);
  await api.register(consentRoutes);
  // The manufacturer's back office (`/api/console`): staff only, every route (staffRoutes).
  await api.register(consoleRegistrationRoutes, { prefix: '/console' });
  await api.register(consoleCompanyRoutes, { prefix: '/console' });
  await api.register(consoleOverviewRoutes, { prefix: '/console' });
  await api.register(consoleFunnelRoutes, { prefix: '/console' });
  await api.register(consoleCatalogRoutes, { prefix: '/console' });
  await api.register(consoleAuditRoutes, { prefix: '/console' });
  await api.register(registrationRoutes);
  await api.register(webhookRoutes, { prefix: '/console/webhooks' });
  await api.register(personRequestRoutes, { prefix: '/console/people' });
  await api.register(recallRoutes, { prefix: '/console/recalls' });
  await api.register(labelRoutes, { prefix: '/console/labels' });
  await api.register(apiClientRoutes, { prefix: '/console/api-clients' });
  await api.register(consolePointsRoutes, { prefix: '/console/points' });
  await api.register(reviewRoutes, { prefix: '/console/reviews' });
  await api.register(transferRoutes);
};

export interface BuildOptions extends BackgroundWorkerOptions {
  /** Where logs go (tests capture them); standard output by default. */
  logStream?: { write(line: string): void };
}

/**
 * The app, in the order of its layers (docs/decisions/011-server-layers.md): infrastructure,
 * then the wiring that builds the services the routes read, then the modules' routes, then
 * the pages. The one list of everything the server runs.
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
    // The database and demo-seed plugins apply migrations and write the demo data: a first
    // start or a long migration may take well over the 10 s Fastify allows a plugin by default.
    pluginTimeout: 0,
  }).withTypeProvider<ZodTypeProvider>();
  // 1. Infrastructure, outermost first: errors, request ids, metrics and traces, headers,
  //    cookies, compression, rate limits, CSRF, body limits, the database.
  app.setValidatorCompiler(validatorWithTextRule);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  registerErrorHandlers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(observability);
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(compression);
  await app.register(rateLimits);
  await app.register(csrf, { apiClientIssuer: clientTokenIssuer(config.publicBaseUrl) });
  limitAnonymousBodies(app);
  limitJsonDepth(app);
  await app.register(database);

  // 2. Wiring the routes read: each decorates the app with services made from the modules.
  //    The OpenAPI document first, as it collects the routes registered after it; the demo
  //    data before the services that load from the database.
  await app.register(openApiDocs);
  await app.register(demoSeed);
  await app.register(metrics);
  await app.register(sharedServices);
  await app.register(backgroundWorkers, { webhooks: options.webhooks });
  await app.register(identityProvider);

  // 3. Modules: the routes, under /api; a GS1 Digital Link's path starts at the root.
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(gs1ResolverRoutes);

  // 4. Wiring after the routes: everything outside /api and /idp (the SPA and its pages).
  await app.register(pageRendering);
  return app;
}
