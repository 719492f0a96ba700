import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
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

/** What a back-office route says of itself; `staffRoute` adds what they all share. */
type StaffSchema = Omit<FastifySchema, 'tags' | 'security' | 'response'> & {
  summary: string;
  response: Record<number, unknown>;
};

/**
 * Makes every route of a back-office plugin (`/api/console/…`) staff only, settled before
 * the body is read: a customer learns nothing from it, and a stranger's upload is refused
 * unread. Returns `staffRoute(schema)`, the options of each of its routes: a rate limit per
 * staff account (only staff get this far), wherever they come from; the OpenAPI tag and
 * bearer security; the refusals of `staffRouteErrors` beside the route's own answers.
 */
export function staffRoutes(app: FastifyInstance, tag = 'console') {
  app.addHook('onRequest', requireStaff);
  const config = {
    rateLimit: {
      max: app.config.consoleRateLimitPerMinute,
      timeWindow: 60_000,
      keyGenerator: (request: FastifyRequest) => `console:${request.user?.subject ?? request.ip}`,
    },
  };
  const security = [{ bearerAuth: [] }];
  return <S extends StaffSchema>(schema: S) => ({
    config,
    schema: {
      ...schema,
      tags: [tag],
      security,
      response: { ...staffRouteErrors, ...schema.response },
    },
  });
}

/** The options of one back-office route (see `staffRoutes`). */
export type StaffRoute = ReturnType<typeof staffRoutes>;
