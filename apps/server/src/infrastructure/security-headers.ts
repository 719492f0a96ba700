import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { APP_LOADER_CSP_SOURCE } from './app-loader';

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

/**
 * The headers helmet sets with `options`, worked out once. @fastify/helmet runs
 * `helmet(options)` on every request, which rebuilds the whole policy each time: a tenth of
 * the cost of a look-up answered from memory.
 */
function helmetHeaders(options: HelmetOptions): [string, string][] {
  const response = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(response.req, response, () => undefined);
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}

/** Helmet's headers with a CSP that allows exactly our own origin plus the configured third parties. */
export const securityHeaders = fp(
  async (app) => {
    const { oidc, map, cookieConsentScriptUrl } = app.config;
    const identity = originOf(oidc.issuer);
    const consent = originOf(cookieConsentScriptUrl);
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The one inline script: the loader of prerendered pages, allowed by its hash. Our own
          // WebAssembly (the step 1 scanner's code reader) may be compiled; no eval of scripts.
          scriptSrc: ["'self'", APP_LOADER_CSP_SOURCE, "'wasm-unsafe-eval'", ...consent],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...originOf(map.tileUrl), ...consent],
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
    // On the raw response, so the identity provider's pages (served through middie) get them too.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      done();
    });
  },
  { name: 'security-headers', decorators: { fastify: ['config'] } },
);
