import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, myRegistrationsSchema, splitLocale } from '@pr/contracts';
import type { Database } from '../../db/client';
import { requireUser, signedInUser } from '../auth/authentication';
import type { TextFallback } from '../catalog/localize';
import type { CertificateIds } from '../certificates/certificate-id';
import { languageQuerySchema } from '../certificates/certificate-routes';
import { findMyRegistrations } from './find-my-registrations';

export interface MyRegistrationRoutesOptions {
  db: Database;
  certificateIds: CertificateIds;
  defaultLocale: string;
  textFallback: TextFallback;
  rateLimitPerMinute: number;
}

export const myRegistrationRoutes: FastifyPluginAsyncZod<MyRegistrationRoutesOptions> = async (
  app,
  options,
) => {
  const defaultLanguage = splitLocale(options.defaultLocale).language;
  app.get(
    '/me/registrations',
    {
      config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
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
        registrations: await findMyRegistrations(
          options.db,
          signedInUser(request),
          options.certificateIds,
          {
            language: request.query.language?.toLowerCase() ?? defaultLanguage,
            textFallback: options.textFallback,
          },
        ),
      };
    },
  );
};
