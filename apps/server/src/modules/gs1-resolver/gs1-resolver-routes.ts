import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, isSerialNumber, LOCALE_COOKIE, readDigitalLinkPath } from '@pr/contracts';
import { HttpError } from '../../infrastructure/error-handler';
import { findGs1Links, GS1_VOCABULARY, linksetOf, requestedLinkType } from './gs1-links';
import { visitorLocale } from './visitor-locale';

/** RFC 9264's media type of a linkset in JSON. */
export const LINKSET_MEDIA_TYPE = 'application/linkset+json';

const linkSchema = z.object({
  href: z.string(),
  title: z.string(),
  type: z.string(),
  hreflang: z.array(z.string()).optional(),
});
const linksetSchema = z.object({
  linkset: z.array(z.record(z.string(), z.union([z.string(), z.array(linkSchema)]))),
});
const resolverDescriptionSchema = z.object({
  name: z.string(),
  resolverRoot: z.string(),
  supportedPrimaryKeys: z.array(z.string()),
  supportedLinkType: z.array(
    z.object({ namespace: z.string(), prefix: z.string(), profile: z.string() }),
  ),
  linkTypeDefaultCanBeLinkset: z.boolean(),
  supportedContextValuesEnumerated: z.array(z.string()),
});

/**
 * A GS1-conformant resolver for the GTINs of our catalog: a rating plate's GS1 Digital Link
 * (`/01/{gtin}/21/{serial}`, printed for any domain pointing here) opens the registration of
 * that serial in the visitor's language. Anonymous, like step 1 it leads to.
 */
export const gs1ResolverRoutes: FastifyPluginAsyncZod = async (app) => {
  const defaultLocale = app.config.defaultLocale;
  const db = app.database.db;
  const publicBaseUrl = app.config.publicBaseUrl;
  const textFallback = app.config.catalogTextFallback;
  const qrOpens = app.qrOpens;
  const rateLimitPerMinute = app.config.lookupRateLimitPerMinute;
  const operatorName = app.config.imprint.companyName;
  // The standard asks for CORS: apps on other origins read the linkset. Nothing here is private.
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('Access-Control-Allow-Origin', '*');
  });

  const resolve = async (
    request: FastifyRequest<{ Querystring: { linkType?: string } }>,
    reply: FastifyReply,
  ) => {
    // The raw path: a value may hold a percent-encoded `/`, which only the parser may decode.
    const path = request.url.split('?')[0] ?? '';
    const reading = readDigitalLinkPath(path);
    if (!reading.ok) {
      throw new HttpError(
        400,
        'invalid_digital_link',
        `Not a GS1 Digital Link: ${reading.problem}.`,
      );
    }
    const { key } = reading;
    if (key.serial !== null && !isSerialNumber(key.serial)) {
      throw new HttpError(
        404,
        'unknown_serial_number',
        `No device has serial number ${key.serial}: ours are 3 to 100 digits.`,
      );
    }
    const locale = visitorLocale(
      request.cookies[LOCALE_COOKIE],
      request.headers['accept-language'],
      defaultLocale,
    );
    const found = await findGs1Links(db, key, {
      publicBaseUrl,
      locale,
      textFallback,
    });
    if (found === null) {
      throw new HttpError(404, 'unknown_gtin', `No product of ours has GTIN ${key.gtin}.`);
    }
    void reply
      .header('Vary', 'Accept, Accept-Language, Cookie')
      .header('Cache-Control', 'no-cache');
    const asked = request.query.linkType;
    const linkType = requestedLinkType(asked);
    const acceptsLinkset = (request.headers.accept ?? '').includes(LINKSET_MEDIA_TYPE);
    if (linkType === 'all' || (asked === undefined && acceptsLinkset)) {
      return reply.type(LINKSET_MEDIA_TYPE).send(linksetOf(found));
    }
    const link = found.links[linkType] ?? found.links.defaultLink;
    if (link === found.links.registerProduct) {
      qrOpens.count(
        { stage: 'qr_opened', channel: 'gs1', locale, serialNumber: key.serial },
        request.ip,
      );
    }
    return reply
      .header('Link', `<${found.anchor}?linkType=all>; rel="linkset"; type="${LINKSET_MEDIA_TYPE}"`)
      .redirect(link.href, 307);
  };

  const schema = {
    summary: 'Resolve a GS1 Digital Link of one of our products',
    description:
      "`/01/{gtin}` with the qualifiers `/22/{cpv}`, `/10/{lot}`, `/21/{serial}` in that order. Redirects (307) to the registration of the serial in the visitor's language, or to the link of `linkType` (`gs1:registerProduct`, `gs1:pip`, `gs1:defaultLink`); `linkType=all` or `Accept: application/linkset+json` answers the RFC 9264 linkset.",
    tags: ['gs1'],
    querystring: z.object({ linkType: z.string().max(200).optional() }),
    response: {
      200: linksetSchema.describe(`The links, as ${LINKSET_MEDIA_TYPE}`),
      307: z.null().describe('Redirect to the link in Location'),
      400: apiErrorSchema,
      404: apiErrorSchema,
      429: apiErrorSchema,
    },
  };
  const config = { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } };
  // `/01` alone is a Digital Link without its GTIN: answered 400 here, not by the app's pages.
  app.get('/01', { config, schema }, resolve);
  app.get('/01/*', { config, schema }, resolve);
  // The standard asks for OPTIONS too: a browser's preflight before it sends `Accept`.
  const preflight = {
    config,
    schema: {
      summary: 'The methods and headers a GS1 Digital Link request may use (CORS preflight)',
      tags: ['gs1'],
      response: { 204: z.null().describe('No content: the answer is in the headers') },
    },
  };
  const allow = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .header('Allow', 'GET, HEAD, OPTIONS')
      .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
      .header('Access-Control-Allow-Headers', 'Accept, Accept-Language')
      .header('Access-Control-Max-Age', '86400')
      .code(204)
      .send();
  app.options('/01', preflight, allow);
  app.options('/01/*', preflight, allow);

  const description = {
    name: `${operatorName} product registration`,
    resolverRoot: publicBaseUrl,
    supportedPrimaryKeys: ['gtin'],
    supportedLinkType: [
      { namespace: GS1_VOCABULARY, prefix: 'gs1:', profile: `${GS1_VOCABULARY}?show=linktypes` },
    ],
    linkTypeDefaultCanBeLinkset: false,
    supportedContextValuesEnumerated: [],
  };
  app.get(
    '/.well-known/gs1resolver',
    {
      config,
      schema: {
        summary: 'Describe this GS1-conformant resolver',
        tags: ['gs1'],
        response: { 200: resolverDescriptionSchema, 429: apiErrorSchema },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=3600').send(description),
  );
};
