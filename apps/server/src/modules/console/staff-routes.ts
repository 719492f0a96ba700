import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '@pr/contracts';
import { requireStaff } from '../auth/authentication';

/** The refusals every back-office route may answer. */
export const staffRouteErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

/**
 * Makes every route of a back-office plugin (`/api/console/…`) staff only, settled before
 * the body is read: a customer learns nothing from it, and a stranger's upload is refused
 * unread. Returns the route config that limits requests per staff account (only staff get
 * this far), wherever they come from.
 */
export function staffOnly(app: FastifyInstance, rateLimitPerMinute: number) {
  app.addHook('onRequest', requireStaff);
  return {
    rateLimit: {
      max: rateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `console:${request.user?.subject ?? request.ip}`,
    },
  };
}
