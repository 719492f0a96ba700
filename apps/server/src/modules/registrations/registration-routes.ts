import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { validatorWithTextRule } from '../../infrastructure/validator-compiler';
import { HttpError } from '../../infrastructure/error-handler';
import { perSerialLimit } from '../../infrastructure/per-serial-limit';
import { acceptEmptyForms, escapeHtml, sendPage } from '../../pages/render';
import { fill } from '../../pages/fill-placeholders';
import { signedInInstaller } from '../auth/authentication';
import { localize } from '../catalog/localize';
import {
  confirmRegistration,
  findByConfirmationToken,
  type ConfirmationOutcome,
  type LinkState,
} from './confirm-registration';
import { loadNetworkHasher } from '../reviews/network-hash';
import { registerDevice } from './register-device';
import { registrationTexts, type RegistrationTexts } from './registration-texts';

/**
 * Validates a registration body against the command it is meant to be, so a 400 names the
 * fields at fault in that command; the route's schema (the union) documents both.
 */
function commandValidatorCompiler<RouteSchema>(
  route: FastifyRouteSchemaDef<RouteSchema>,
): FastifyValidationResult {
  const command = (schema: z.ZodType) => validatorWithTextRule({ ...route, schema });
  const installer = command(installerCommandSchema);
  const endUser = command(endUserCommandSchema);
  return route.httpPart === 'body'
    ? (body) => (isInstallerCommandBody(body) ? installer : endUser)(body)
    : validatorWithTextRule(route);
}

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const limits = app.config.registrationLimits;
  const defaultLocale = app.config.defaultLocale;
  const textFallback = app.config.catalogTextFallback;
  const publicBaseUrl = app.config.publicBaseUrl;
  const onMailQueued = () => app.mailWorker.kick();
  const onStored = () => app.metrics?.registrationsStored('web', 1);
  const networkHash = await loadNetworkHasher(db);
  const perSerial = perSerialLimit(app, {
    name: 'registration-serial',
    perHour: limits.perSerialPerHour,
    tooMany: 'Too many registrations of this serial number',
  });

  app.put(
    '/:serialNumber',
    {
      config: { rateLimit: { max: limits.perClientPerMinute, timeWindow: 60_000 } },
      // An installer command needs an installer's token before its body is checked.
      preValidation: async (request) => {
        if (isInstallerCommandBody(request.body)) signedInInstaller(request);
        else if (request.apiClient) {
          // An API client registers as its company, never as somebody's end customer.
          throw new HttpError(
            403,
            'installer_command_required',
            'An API client registers devices as its company: send an installer command (with installerCompany).',
          );
        }
      },
      // Counted once valid: bad requests must not lock a serial for its real owner.
      preHandler: perSerial,
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
        db,
        {
          serialNumber: request.params.serialNumber,
          command: request.body,
          user: request.user,
          networkHash: request.user === null ? networkHash(request.ip) : null,
          viaApiClient: request.apiClient !== null,
        },
        {
          locale: findLocale(request.query.locale ?? '') ?? defaultLocale,
          textFallback,
          publicBaseUrl,
          mailsPerRecipientPerDay: limits.mailsPerRecipientPerDay,
          pendingTtlHours: limits.pendingTtlHours,
          consentTextVersions: app.config.consentTextVersions,
          reviewRules: app.config.reviewRules,
        },
      );
      if (result.mailQueued) onMailQueued();
      if (result.kind === 'created') onStored();
      return reply.status(result.kind === 'created' ? 201 : 200).send({
        registrationId: result.registrationId,
        reference: result.reference,
        status: result.status,
      });
    },
  );

  await app.register(async (plain) => {
    const confirmation = plain.withTypeProvider<ZodTypeProvider>();
    acceptEmptyForms(confirmation);
    const params = z.object({ token: z.string().max(200) });
    const limit = {
      rateLimit: { max: limits.confirmationLinksPerMinute, timeWindow: 60_000 },
    };

    /** A confirmation page's content; the way back is secondary beside a page's own action. */
    interface PageContent {
      title: string;
      html: string;
      backIsSecondary?: boolean;
    }

    const page = (
      reply: FastifyReply,
      outcome: ConfirmationOutcome,
      pending: (t: RegistrationTexts, product: string, serial: string) => PageContent,
    ) => {
      const language = splitLocale(outcome?.subject.locale ?? defaultLocale).language;
      const t = registrationTexts(language);
      const home = `${publicBaseUrl}/${outcome ? outcome.subject.locale : ''}`;
      const alert = (kind: 'error' | 'success', text: string) =>
        `<div class="alert ${kind}" role="${kind === 'error' ? 'alert' : 'status'}">${escapeHtml(text)}</div>`;
      let content: PageContent = {
        title: t.invalidTitle,
        html: alert('error', t.invalidText),
      };
      if (outcome) {
        const values = {
          product: localize(outcome.subject.productName, language, textFallback),
          serial: outcome.subject.serialNumber,
        };
        const byState: Record<LinkState, () => PageContent> = {
          pending: () => pending(t, values.product, values.serial),
          confirmed: () => ({
            title: t.confirmedTitle,
            html: alert('success', fill(t.confirmedText, values)),
          }),
          expired: () => ({ title: t.expiredTitle, html: alert('error', t.expiredText) }),
          taken: () => ({ title: t.takenTitle, html: alert('error', fill(t.takenText, values)) }),
          cancelled: () => ({
            title: t.cancelledTitle,
            html: alert('error', fill(t.cancelledText, values)),
          }),
        };
        content = byState[outcome.state]();
      }
      return sendPage(reply, outcome ? 200 : 404, {
        language,
        appTitle: t.appTitle,
        title: content.title,
        homeHref: home,
        body: `${content.html}<a class="${content.backIsSecondary === true ? 'button secondary' : 'button'}" href="${escapeHtml(home)}">${escapeHtml(t.backToApp)}</a>`,
      });
    };

    confirmation.get(
      '/registrations/confirm/:token',
      {
        config: limit,
        schema: {
          summary:
            'The page of a confirmation link: asks to confirm with a button (opening it changes nothing); HTML',
          tags: ['registrations'],
          params,
        },
      },
      async (request, reply) => {
        const outcome = await findByConfirmationToken(db, request.params.token);
        return page(reply, outcome, (t, product, serial) => ({
          title: t.confirmTitle,
          html: `<p>${escapeHtml(fill(t.confirmText, { product, serial }))}</p><form method="post" action="${escapeHtml(request.url)}"><button type="submit">${escapeHtml(t.confirmButton)}</button></form>`,
          // The confirmation is the page's one action; going back is the other way out.
          backIsSecondary: true,
        }));
      },
    );

    confirmation.post(
      '/registrations/confirm/:token',
      {
        // The secret token in the path is what authorizes this; a forged request would need it.
        config: { ...limit, csrfExempt: true },
        schema: {
          summary: 'Confirm a registration (the button of its link page); HTML',
          tags: ['registrations'],
          params,
        },
      },
      async (request, reply) => {
        const outcome = await confirmRegistration(db, request.params.token, {
          textFallback,
          publicBaseUrl,
        });
        if (outcome?.state === 'confirmed') onMailQueued();
        // Confirming always settles the state: a pending page is never the answer here.
        return page(reply, outcome, (t) => ({ title: t.invalidTitle, html: t.invalidText }));
      },
    );
  });
};
