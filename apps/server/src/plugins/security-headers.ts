import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

function originOf(url: string | null): string[] {
  if (!url) return [];
  try {
    // Tile templates such as https://{s}.tile.example/{z}/{x}/{y}.png name several hosts.
    const parsed = new URL(url.replace('{s}', 'subdomain'));
    return parsed.hostname.startsWith('subdomain.')
      ? [`${parsed.protocol}//*.${parsed.hostname.slice('subdomain.'.length)}`]
      : [parsed.origin];
  } catch {
    return [];
  }
}

export interface SecurityHeaderOptions {
  oidcIssuer: string;
  mapTileUrl: string;
  cookieConsentScriptUrl: string | null;
}

/** Helmet with a CSP that allows exactly our own origin plus the configured third parties. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeaderOptions,
): Promise<void> {
  const identity = originOf(options.oidcIssuer);
  const consent = originOf(options.cookieConsentScriptUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...consent],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...originOf(options.mapTileUrl), ...consent],
        connectSrc: ["'self'", ...identity, ...consent],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", ...identity, ...consent],
        frameAncestors: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        formAction: ["'self'", ...identity],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Cross-origin identity providers and map tiles must stay embeddable.
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'sameorigin' },
  });
}
