import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { decodeJwt } from 'jose';
import { CSRF_COOKIE, CSRF_HEADER } from '@pr/contracts';
import { HttpError } from './error-handler';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that a secret in its path authorizes, posted by a plain HTML form. */
    csrfExempt?: boolean;
    /**
     * An anonymous answer a shared cache (a CDN) may keep: it sets no cookie, which would
     * keep it out of such caches or hand one visitor's cookie to the next.
     */
    sharedCache?: boolean;
  }
}

/** Whether the request's bearer token says it comes from `issuer` (unverified). */
function bearerClaimsIssuer(header: string | undefined, issuer: string): boolean {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) return false;
  try {
    return decodeJwt(token).iss === issuer;
  } catch {
    return false;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF protection for the API: every answer makes sure the browser holds an
 * `XSRF-TOKEN` cookie; unsafe methods must echo it in `X-XSRF-TOKEN`. Stateless, so any
 * replica can check any request.
 */
export interface CsrfOptions {
  /** Who signs the API clients' tokens (app.ts asks modules/api-clients). */
  apiClientIssuer: string;
}

export const csrf = fp<CsrfOptions>(
  async (app, { apiClientIssuer }) => {
    // A Secure cookie never reaches a server on plain HTTP (a local or test one).
    const secureCookie = app.config.publicBaseUrl.startsWith('https:');
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[CSRF_COOKIE];
      if (!cookie && request.routeOptions.config.sharedCache !== true) {
        reply.setCookie(CSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'strict',
          secure: secureCookie,
          httpOnly: false,
        });
      }
      if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
      if (request.routeOptions.config.csrfExempt === true) return;
      // An integrator's system sends its API client token and no cookie: a browser never adds
      // that header by itself, so no other site can forge the request. The token is verified
      // right after (a forged one answers 401 before any handler runs).
      if (bearerClaimsIssuer(request.headers.authorization, apiClientIssuer)) return;
      const header = request.headers[CSRF_HEADER.toLowerCase()];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        throw new HttpError(403, 'csrf_token_invalid', `Missing or wrong ${CSRF_HEADER} header.`);
      }
    });
  },
  { name: 'csrf', decorators: { fastify: ['config'] } },
);
