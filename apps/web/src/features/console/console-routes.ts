/**
 * The route patterns of the console's integration pages (webhooks, API clients). They belong
 * beside the other pages' in the contracts' `ROUTES`, which the server also reads to accept
 * web-vitals reports; until they move there, they are spelt here, in one place.
 */
export const CONSOLE_INTEGRATION_ROUTES = {
  consoleWebhooks: 'console/webhooks',
  consoleApiClients: 'console/api-clients',
} as const;
