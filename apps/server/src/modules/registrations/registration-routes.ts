import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  endUserCommandSchema,
  findLocale,
  installerCommandSchema,
  RECIPIENT_TYPE,
  registrationResultSchema,
  splitLocale,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import { escapeHtml, renderPage } from '../../pages/render';
import { fill } from '../../pages/fill-placeholders';
import { HttpError, parseOrReject } from '../../plugins/error-handler';
import { signedInInstaller } from '../auth/authentication';
import { localize } from '../catalog/localize';
import { confirmRegistration, registerDevice, type Registrant } from './register-device';
import { registrationTexts } from './registration-texts';

export interface RegistrationRoutesOptions {
  db: Database;
  defaultLocale: string;
  publicBaseUrl: string;
  onMailQueued: () => void;
}

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export const registrationRoutes: FastifyPluginAsyncZod<RegistrationRoutesOptions> = async (
  app,
  options,
) => {
  const defaultLanguage = splitLocale(options.defaultLocale).language;

  app.put(
    '/:serialNumber',
    {
      schema: {
        summary: 'Register a device (end-user or installer command)',
        description:
          'A body with `installerCompany` is an installer command and needs an installer bearer token; otherwise an end-user command (anonymous or signed in). 201 when stored, 200 when the same registrant repeats it, 409 when another registrant already registered the serial.',
        tags: ['registrations'],
        params: z.object({ serialNumber: z.string().regex(/^\d{3,100}$/) }),
        querystring: z.object({ locale: z.string().optional() }),
        body: z.record(z.string(), z.unknown()),
        response: {
          200: registrationResultSchema,
          201: registrationResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const locale = findLocale(request.query.locale ?? '') ?? options.defaultLocale;
      const user = request.user;
      let registrant: Registrant;
      if ('installerCompany' in request.body) {
        const installer = signedInInstaller(request);
        const command = parseOrReject(installerCommandSchema, request.body);
        const { company } = installer;
        if (!sameText(command.installerCompany.name, company.name)) {
          throw new HttpError(
            403,
            'company_mismatch',
            'You can register devices only for your own company.',
          );
        }
        // The token, not the body, says who the company is.
        command.installerCompany = {
          name: company.name,
          email: company.email ?? installer.email ?? command.installerCompany.email,
        };
        registrant = { type: RECIPIENT_TYPE.installer, command, accountSubject: installer.subject };
      } else {
        const command = parseOrReject(endUserCommandSchema, request.body);
        if (user) {
          // A signed-in end user's details come from the account (docs/spec.md §2, step 4).
          command.enduser = {
            email: user.email ?? command.enduser.email,
            firstName: user.givenName ?? command.enduser.firstName,
            lastName: user.familyName ?? command.enduser.lastName,
          };
        }
        registrant = {
          type: RECIPIENT_TYPE.endCustomer,
          command,
          accountSubject: user?.subject ?? null,
        };
      }
      if (registrant.command.serialNumber !== request.params.serialNumber) {
        throw new HttpError(
          400,
          'serial_mismatch',
          'The serial number of the path and of the body differ.',
        );
      }
      const outcome = await registerDevice(options.db, registrant, {
        locale,
        defaultLanguage,
        publicBaseUrl: options.publicBaseUrl,
      });
      if (outcome.kind === 'unknown_serial') {
        throw new HttpError(
          404,
          'unknown_serial_number',
          `No device has serial number ${request.params.serialNumber}.`,
        );
      }
      if (outcome.kind === 'already_registered') {
        throw new HttpError(
          409,
          'already_registered',
          'This device has already been registered by someone else.',
        );
      }
      if (outcome.mailQueued) options.onMailQueued();
      return reply
        .status(outcome.kind === 'created' ? 201 : 200)
        .send({ registrationId: outcome.registrationId, status: outcome.status });
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
