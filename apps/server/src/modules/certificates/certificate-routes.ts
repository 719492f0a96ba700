import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  certificateIdSchema,
  certificateVerificationSchema,
  splitLocale,
} from '@pr/contracts';
import { isUuid } from '../../db/is-uuid';
import { HttpError } from '../../infrastructure/error-handler';
import { requireUser, signedInUser } from '../auth/authentication';
import { callerCompanyId } from '../companies/companies';
import { localize } from '../catalog/localize';
import { renderCertificate } from './render-certificate';
import { isUsersRegistration } from '../registrations/whose-registration';
import {
  findCertificateSource,
  hasCertificate,
  isWithdrawn,
  registeredAt,
  type CertificateSource,
} from './certificate-source';

/** A `language` query parameter: the language of the catalog texts in the answer. */
export const languageQuerySchema = z.object({
  language: z
    .string()
    .regex(/^[a-zA-Z]{2}$/, 'A two-letter language code, such as fr.')
    .optional(),
});

const unknownCertificate = () =>
  new HttpError(404, 'unknown_certificate', 'No registration certificate has this number.');

export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaultLocale = app.config.defaultLocale;
  const rateLimitPerMinute = app.config.lookupRateLimitPerMinute;
  const certificateIds = app.certificateIds;
  const db = app.database.db;
  const textFallback = app.config.catalogTextFallback;
  const publicBaseUrl = app.config.publicBaseUrl;
  const defaultLanguage = splitLocale(defaultLocale).language;
  const rateLimit = { max: rateLimitPerMinute, timeWindow: 60_000 };

  /** The source of the certificate `certificateId` names, if it names one that exists. */
  const sourceOf = async (certificateId: string): Promise<CertificateSource> => {
    const registrationId = certificateIds.registrationOf(certificateId);
    const source =
      registrationId === null ? undefined : await findCertificateSource(db, registrationId);
    if (!source || !(hasCertificate(source) || isWithdrawn(source))) throw unknownCertificate();
    return source;
  };

  app.get(
    '/certificates/:certificateId',
    {
      config: { rateLimit },
      schema: {
        summary: 'Check a registration certificate (public: product, serial and date only)',
        tags: ['certificates'],
        params: z.object({ certificateId: certificateIdSchema }),
        querystring: languageQuerySchema,
        response: {
          200: certificateVerificationSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const source = await sourceOf(request.params.certificateId);
      void reply.header('Cache-Control', 'no-store');
      return {
        status: isWithdrawn(source) ? ('cancelled' as const) : ('valid' as const),
        serialNumber: source.serialNumber,
        productName: localize(
          source.productName,
          request.query.language?.toLowerCase() ?? defaultLanguage,
          textFallback,
        ),
        registeredOn: registeredAt(source).toISOString().slice(0, 10),
      };
    },
  );

  app.get(
    '/registrations/:registrationId/certificate',
    {
      config: { rateLimit },
      preParsing: requireUser,
      schema: {
        summary: 'The registration certificate as PDF (its owner, or its installer company)',
        tags: ['certificates'],
        security: [{ bearerAuth: [] }],
        params: z.object({ registrationId: z.string() }),
        response: {
          200: z.unknown().describe('The PDF'),
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { registrationId } = request.params;
      const source = isUuid(registrationId)
        ? await findCertificateSource(db, registrationId)
        : undefined;
      const companyId = await callerCompanyId(db, user);
      // Someone else's registration is as unknown as a missing one: nothing to learn from it.
      if (!source || !hasCertificate(source) || !isUsersRegistration(source, user, companyId)) {
        throw new HttpError(
          404,
          'unknown_registration',
          'You have no confirmed registration with this id.',
        );
      }
      const certificate = await renderCertificate(source, {
        certificateIds,
        publicBaseUrl,
        textFallback,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${certificate.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(certificate.content);
    },
  );
};
