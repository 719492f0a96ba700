import { z } from 'zod';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  endUserCommandSchema,
  findLocale,
  installerCommandSchema,
  isInstallerCommandBody,
  registrationCommandSchema,
  registrationResultSchema,
  SERIAL_NUMBER_PATTERN,
  splitLocale,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import type { Config } from '../../config';
import { HttpError } from '../../plugins/error-handler';
import { escapeHtml, renderPage } from '../../pages/render';
import { fill } from '../../pages/fill-placeholders';
import { signedInInstaller } from '../auth/authentication';
import { localize } from '../catalog/localize';
import { confirmRegistration, registerDevice } from './register-device';
import { registrationTexts } from './registration-texts';

export interface RegistrationRoutesOptions {
  db: Database;
  defaultLocale: string;
  publicBaseUrl: string;
  limits: Config['registrationLimits'];
  onMailQueued: () => void;
}

/**
 * Validates a registration body against the command it is meant to be, so a 400 names the
 * fields at fault in that command; the route's schema (the union) documents both.
 */
function commandValidatorCompiler<RouteSchema>(
  route: FastifyRouteSchemaDef<RouteSchema>,
): FastifyValidationResult {
  // Fastify types a route's compiler with the route's whole schema; it is called per part,
  // with that part's zod schema.
  const part = { ...route, schema: route.schema as unknown as z.ZodType };
  return part.httpPart === 'body'
    ? (body) =>
        validatorCompiler({
          ...part,
          schema: isInstallerCommandBody(body) ? installerCommandSchema : endUserCommandSchema,
        })(body)
    : validatorCompiler(part);
}

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (
  app,
  options,
) => {
  const defaultLanguage = splitLocale(options.defaultLocale).language;
  // Many addresses at one serial (a squatter, or a script trying serials' owners) meet a limit
  // that no new address lifts; shared between replicas like every limit.
  const perSerial = app.createRateLimit({
    max: options.limits.perSerialPerHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) =>
      `registration-serial:${(request.params as { serialNumber?: string }).serialNumber ?? ''}`,
  });

  app.put(
    '/:serialNumber',
    {
      config: { rateLimit: { max: options.limits.perClientPerMinute, timeWindow: 60_000 } },
      // An installer command needs an installer's token before its body is even read.
      preValidation: async (request, reply) => {
        if (isInstallerCommandBody(request.body)) signedInInstaller(request);
        const limit = await perSerial(request);
        if (!limit.isAllowed && limit.isExceeded) {
          void reply.header('retry-after', String(limit.ttlInSeconds));
          throw new HttpError(
            429,
            'rate_limited',
            `Too many registrations of this serial number; retry in ${limit.ttlInSeconds} s.`,
          );
        }
      },
      validatorCompiler: commandValidatorCompiler,
      schema: {
        summary: 'Register a device (end-user or installer command)',
        description:
          'A body with `installerCompany` is an installer command and needs an installer bearer token; otherwise an end-user command (anonymous or signed in). 201 when stored, 200 when the same registrant repeats it, 409 when another registrant already registered the serial.',
        tags: ['registrations'],
        params: z.object({ serialNumber: z.string().regex(SERIAL_NUMBER_PATTERN) }),
        querystring: z.object({ locale: z.string().optional() }),
        body: registrationCommandSchema,
        response: {
          200: registrationResultSchema,
          201: registrationResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await registerDevice(
        options.db,
        { serialNumber: request.params.serialNumber, command: request.body, user: request.user },
        {
          locale: findLocale(request.query.locale ?? '') ?? options.defaultLocale,
          defaultLanguage,
          publicBaseUrl: options.publicBaseUrl,
        },
      );
      if (result.mailQueued) options.onMailQueued();
      return reply
        .status(result.kind === 'created' ? 201 : 200)
        .send({ registrationId: result.registrationId, status: result.status });
    },
  );

  app.get(
    '/registrations/confirm/:token',
    {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        summary:
          'Confirm an anonymous registration (link of the confirmation mail); answers an HTML page',
        tags: ['registrations'],
        params: z.object({ token: z.string().max(200) }),
      },
    },
    async (request, reply) => {
      const confirmed = await confirmRegistration(options.db, request.params.token);
      const language = splitLocale(confirmed?.locale ?? options.defaultLocale).language;
      const t = registrationTexts(language);
      const home = `${options.publicBaseUrl}/${confirmed ? confirmed.locale : ''}`;
      const title = confirmed ? t.confirmedTitle : t.invalidTitle;
      const text = confirmed
        ? fill(t.confirmedText, {
            product: localize(confirmed.productName, language, defaultLanguage),
            serial: confirmed.serialNumber,
          })
        : t.invalidText;
      const page = renderPage({
        language,
        appTitle: t.appTitle,
        title,
        homeHref: home,
        body: `<div class="alert ${confirmed ? 'success' : 'error'}" role="${confirmed ? 'status' : 'alert'}">${escapeHtml(text)}</div><a class="button" href="${escapeHtml(home)}">${escapeHtml(t.backToApp)}</a>`,
      });
      return reply
        .status(confirmed ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(page);
    },
  );
};
