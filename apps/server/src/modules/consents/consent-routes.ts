import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountConsentStateSchema, apiErrorSchema } from '@pr/contracts';
import { requireUser, signedInUser } from '../auth/authentication';
import { accountConsentState } from './record-consents';

/** Whether the signed-in account agreed to the current texts of step 5 (installers: once). */
export const consentRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimitPerMinute = app.config.lookupRateLimitPerMinute;
  const { db } = app.database;

  app.get(
    '/me/consents',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      preParsing: requireUser,
      schema: {
        summary: 'The current privacy policy and terms the signed-in account agreed to, and when',
        tags: ['privacy'],
        security: [{ bearerAuth: [] }],
        response: { 200: accountConsentStateSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const state = await accountConsentState(
        db,
        signedInUser(request).subject,
        app.config.consentTextVersions,
      );
      void reply.header('Cache-Control', 'private, no-store');
      const at = (given: { version: string; givenAt: Date } | null) =>
        given === null ? null : { version: given.version, givenAt: given.givenAt.toISOString() };
      return { privacyPolicy: at(state.privacyPolicy), termsOfUse: at(state.termsOfUse) };
    },
  );
};
