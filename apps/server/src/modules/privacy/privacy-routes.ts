import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, splitLocale } from '@pr/contracts';
import { accountErasureSchema, personalDataExportSchema } from '@pr/contracts/personal-data';
import { serverTexts } from '../../i18n/server-texts';
import { requireUser, signedInUser } from '../auth/authentication';
import { languageQuerySchema } from '../certificates/certificate-routes';
import { enqueueMail } from '../mail/outbox';
import { verifiedEmailOf } from '../registrations/whose-registration';
import { erasePerson } from './erase-person';
import { myPersonalData } from './my-personal-data';

/** The signed-in person's rights over their data: a copy of it (art. 15, 20), erasure (art. 17). */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimitPerMinute = app.config.lookupRateLimitPerMinute;
  const { db } = app.database;
  const config = { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } };
  const tags = ['privacy'];
  const defaultLanguage = splitLocale(app.config.defaultLocale).language;
  const security = [{ bearerAuth: [] }];

  app.get(
    '/me/personal-data',
    {
      config,
      preParsing: requireUser,
      schema: {
        summary: 'Everything held about the signed-in person, as one JSON document',
        tags,
        security,
        response: { 200: personalDataExportSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      void reply
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', 'attachment; filename="my-data.json"');
      return myPersonalData(db, signedInUser(request));
    },
  );

  app.delete(
    '/me/account',
    {
      config,
      preParsing: requireUser,
      schema: {
        summary:
          'Erase the signed-in person: account and sign-ins go, registrations are pseudonymised; a mail says what was kept and why',
        tags,
        security,
        querystring: languageQuerySchema,
        response: { 200: accountErasureSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const erased = await erasePerson(db, user);
      const verified = verifiedEmailOf(user);
      if (verified !== null) await app.mailWorker.forget(verified);
      if (user.email !== null) {
        const language = request.query.language?.toLowerCase() ?? defaultLanguage;
        const texts = serverTexts(language).privacy;
        await enqueueMail(db, {
          to: user.email,
          subject: texts.accountDeletedSubject,
          text: texts.accountDeletedBody,
          language,
        });
        app.mailWorker.kick();
      }
      return { erased };
    },
  );
};
