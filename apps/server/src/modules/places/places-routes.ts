import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addressCheckRequestSchema,
  addressCheckResponseSchema,
  apiErrorSchema,
  bulkAddressMatches,
  countryCodeSchema,
  placesSearchQuerySchema,
  placesSearchResponseSchema,
} from '@pr/contracts';
import { HttpError } from '../../infrastructure/error-handler';
import { requireInstaller, signedInInstaller } from '../auth/authentication';
import { configuredPlacesProvider } from './configured-places-provider';
import type { PlaceQuery } from './places-provider';

/** Provider searches in flight at once for one check request. */
const CHECK_CONCURRENCY = 8;

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const provider = configuredPlacesProvider(config.places, app.database.db);
  const defaultLanguage = config.defaultLocale.slice(0, 2);
  const rateLimitPerMinute = config.places.rateLimitPerMinute;
  app.get(
    '/places/search',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        summary:
          'Search addresses (free text, or postal code + city + country for the manual check)',
        description:
          'At most 10 places in the maps-service shape; the provider is PLACES_PROVIDER.',
        tags: ['places'],
        querystring: placesSearchQuerySchema,
        response: {
          200: placesSearchResponseSchema,
          400: apiErrorSchema,
          429: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { q, postalCode, city, country } = request.query;
      const language = request.query.language?.toLowerCase() ?? defaultLanguage;
      const query: PlaceQuery =
        postalCode && city && country
          ? { kind: 'postal', postalCode, city, country, language }
          : { kind: 'text', text: q ?? '', language };
      try {
        return { places: await provider.search(query) };
      } catch (error) {
        request.log.warn({ err: error }, 'address search failed');
        throw new HttpError(
          503,
          'places_unavailable',
          'The address search is not available right now.',
        );
      }
    },
  );

  app.post(
    '/places/check',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      // One request runs up to 500 searches: for the bulk check of signed-in installers only.
      preParsing: requireInstaller,
      // The limit counts searches, not requests: a request of 500 addresses counts 500.
      preHandler: async (request, reply) => {
        const { subject } = signedInInstaller(request);
        const used = await app.weightedCounter.add(
          `address-checks:${subject}`,
          new Set(request.body.addresses).size,
          60 * 60_000,
        );
        if (used !== null && used.count > config.addressChecksPerHour) {
          const seconds = Math.ceil(used.ttlMs / 1000);
          void reply.header('retry-after', String(seconds));
          throw new HttpError(
            429,
            'rate_limited',
            `Too many address checks this hour; retry in ${seconds} s.`,
          );
        }
      },
      schema: {
        summary:
          "Check a page of 'street number, zip city' addresses at once (bulk check, installers only)",
        description:
          "Each address is 'street number, zip city'. valid: at least one result with postal code, street and city, at that postal code and in that city (compared as the single flow's manual check does: ignoring spaces, hyphens and case); invalid: none; unavailable: the search failed (count it as invalid).",
        tags: ['places'],
        querystring: z.object({ country: countryCodeSchema.optional() }),
        body: addressCheckRequestSchema,
        security: [{ bearerAuth: [] }],
        response: {
          200: addressCheckResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const language = request.body.language.toLowerCase();
      const country = request.query.country;
      const distinct = [...new Set(request.body.addresses)];
      const results: Record<string, 'valid' | 'invalid' | 'unavailable'> = {};
      if (provider.searchTexts) {
        // The embedded search answers the whole page in one round trip.
        try {
          const found = await provider.searchTexts(distinct, { language, country });
          distinct.forEach((address, index) => {
            const matches = (found[index] ?? []).some((place) =>
              bulkAddressMatches(place, address),
            );
            results[address] = matches ? 'valid' : 'invalid';
          });
        } catch (error) {
          request.log.warn({ err: error }, 'address check failed');
          for (const address of distinct) results[address] = 'unavailable';
        }
        return { results };
      }
      // A few searches at a time: fast for a page, gentle with the provider's quota.
      for (let start = 0; start < distinct.length; start += CHECK_CONCURRENCY) {
        await Promise.all(
          distinct.slice(start, start + CHECK_CONCURRENCY).map(async (address) => {
            try {
              const places = await provider.search({
                kind: 'text',
                text: address,
                language,
                country,
              });
              const matches = places.some((place) => bulkAddressMatches(place, address));
              results[address] = matches ? 'valid' : 'invalid';
            } catch (error) {
              request.log.warn({ err: error }, 'address check failed');
              results[address] = 'unavailable';
            }
          }),
        );
      }
      return { results };
    },
  );
};
