import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  deviceLookupParamsSchema,
  findLocale,
  productInformationSchema,
  serialLookupRequestSchema,
  serialLookupResponseSchema,
} from '@pr/contracts';
import { HttpError } from '../../infrastructure/error-handler';
import { requireInstaller, signedInUser } from '../auth/authentication';
import { callerCompanyId } from '../companies/companies';
import { findProductInformation } from './find-product-information';
import { findProductNames } from './find-product-names';

/** How long a look-up answer may be reused before it is revalidated. */
export const LOOKUP_CACHE_CONTROL = 'public, max-age=300';

export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  const lookupRateLimitPerMinute = app.config.lookupRateLimitPerMinute;
  const textFallback = app.config.catalogTextFallback;
  const lookupCache = app.lookupCache;
  const db = app.database.db;
  const funnel = app.funnelCounter;
  app.get(
    '/devices/:serialNumber/:country/:language',
    {
      config: {
        rateLimit: { max: lookupRateLimitPerMinute, timeWindow: 60_000 },
        sharedCache: true,
      },
      // Behind every QR scan: two log lines per answer would cost more than the answer.
      // Refusals and failures are still logged.
      logLevel: 'warn',
      schema: {
        summary: 'Look up the product of a serial number',
        description:
          'Texts in the requested language; fallback: CATALOG_TEXT_FALLBACK (by default English, then the default locale language), then any.',
        tags: ['devices'],
        params: deviceLookupParamsSchema,
        response: {
          200: productInformationSchema,
          304: z.null().describe('Not modified: the answer of the If-None-Match ETag holds'),
          400: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { serialNumber, country, language } = request.params;
      const locale = {
        country: country.toUpperCase(),
        language: language.toLowerCase(),
        textFallback,
      };
      const answer = await lookupCache.get(
        `${serialNumber}/${locale.country}/${locale.language}`,
        () => findProductInformation(db, serialNumber, locale),
      );
      if (!answer) {
        throw new HttpError(
          404,
          'unknown_serial_number',
          `No device has serial number ${serialNumber}.`,
        );
      }
      // Counted in memory and written in a batch: the look-up stays one cached answer.
      funnel.add({
        stage: 'lookup_found',
        channel: '',
        locale: findLocale(`${locale.language}-${locale.country}`) ?? '',
        serialNumber,
      });
      // Every QR scan of a device asks this: browsers and a CDN may keep the answer a few
      // minutes (the catalog rarely changes), and a repeat after that costs a 304.
      void reply.header('Cache-Control', LOOKUP_CACHE_CONTROL).header('ETag', answer.etag);
      if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(answer.etag)) {
        return reply.code(304).send(null);
      }
      // Serialised once when it was kept: sent as it is, not checked and serialised again.
      return reply.serializer(() => answer.json).send(answer.information);
    },
  );

  app.post(
    '/devices/lookup',
    {
      config: { rateLimit: { max: lookupRateLimitPerMinute, timeWindow: 60_000 } },
      // 500 serials at once say which serials exist: for the bulk check of installers only.
      preParsing: requireInstaller,
      schema: {
        summary: 'Look up a page of serial numbers at once (bulk check, installers only)',
        description: 'Known serials map to their product name; unknown ones are absent.',
        tags: ['devices'],
        security: [{ bearerAuth: [] }],
        body: serialLookupRequestSchema,
        response: {
          200: serialLookupResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => ({
      products: await findProductNames(db, request.body.serialNumbers, {
        language: request.body.language.toLowerCase(),
        textFallback,
        companyId: await callerCompanyId(db, signedInUser(request)),
      }),
    }),
  );
};
