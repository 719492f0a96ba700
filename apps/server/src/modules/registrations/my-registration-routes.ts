import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, myRegistrationsSchema, splitLocale } from '@pr/contracts';
import { requireUser, signedInUser } from '../auth/authentication';
import { languageQuerySchema } from '../certificates/certificate-routes';
import { findMyRegistrations } from './find-my-registrations';

export const myRegistrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaultLocale = app.config.defaultLocale;
  const rateLimitPerMinute = app.config.lookupRateLimitPerMinute;
  const db = app.database.db;
  const certificateIds = app.certificateIds;
  const textFallback = app.config.catalogTextFallback;
  const defaultLanguage = splitLocale(defaultLocale).language;
  app.get(
    '/me/registrations',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      preParsing: requireUser,
      schema: {
        summary: 'The signed-in owner’s registrations ("Mes produits"), newest first',
        // Its place in the API's documentation since before it left the certificates module.
        tags: ['certificates'],
        security: [{ bearerAuth: [] }],
        querystring: languageQuerySchema,
        response: { 200: myRegistrationsSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'private, no-store');
      return {
        registrations: await findMyRegistrations(db, signedInUser(request), certificateIds, {
          language: request.query.language?.toLowerCase() ?? defaultLanguage,
          textFallback,
        }),
      };
    },
  );
};
