import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  SERIAL_NUMBER_PATTERN,
  splitLocale,
  transferRecipientSchema,
  transferRequestResultSchema,
  transferResultSchema,
} from '@pr/contracts';
import { perSerialLimit } from '../../infrastructure/per-serial-limit';
import { acceptEmptyForms, alert, escapeHtml, sendPage } from '../../pages/render';
import { fill } from '../../pages/fill-placeholders';
import { requireUser, signedInUser } from '../auth/authentication';
import { localize } from '../catalog/localize';
import { registrationTexts } from '../registrations/registration-texts';
import {
  approveTransferRequest,
  findTransferRequest,
  requestTransfer,
  transferRegistration,
  type TransferRequestSubject,
} from './transfers';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** Owners handing a device on, and people asking an owner for one (issue 17, part 3 and 2). */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  const textFallback = app.config.catalogTextFallback;
  const publicBaseUrl = app.config.publicBaseUrl;
  const limits = app.config.registrationLimits;
  const db = app.database.db;
  const onMailQueued = () => app.mailWorker.kick();
  const defaultLocale = app.config.defaultLocale;
  const context = {
    textFallback,
    publicBaseUrl,
    pendingTtlHours: limits.pendingTtlHours,
    mailsPerRecipientPerDay: limits.mailsPerRecipientPerDay,
  };
  const rateLimit = { max: limits.perClientPerMinute, timeWindow: 60_000 };
  const perSerial = perSerialLimit(app, {
    name: 'transfer-serial',
    perHour: limits.perSerialPerHour,
    tooMany: 'Too many transfer requests for this serial number',
  });

  app.post(
    '/registrations/:registrationId/transfer',
    {
      config: { rateLimit },
      preParsing: requireUser,
      schema: {
        summary: 'Hand one’s registration on to another person, who confirms by mail',
        description:
          'The owner keeps the registration until the recipient opens the mailed link and confirms; then it moves to the recipient and the owner’s is cancelled (both stay in the history).',
        tags: ['transfers'],
        security: [{ bearerAuth: [] }],
        params: z.object({ registrationId: z.string().max(100) }),
        body: transferRecipientSchema,
        response: { 202: transferResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const registrationId = await transferRegistration(
        db,
        signedInUser(request),
        request.params.registrationId,
        request.body,
        context,
      );
      onMailQueued();
      return reply.status(202).send({ registrationId, status: 'pending' as const });
    },
  );

  app.post(
    '/devices/:serialNumber/transfer-requests',
    {
      config: { rateLimit },
      // Counted once valid: bad requests must not lock a serial for its owner.
      preHandler: perSerial,
      schema: {
        summary: 'Ask the owner of a registered device to transfer it (step 1, "taken")',
        description:
          'Mails the current owner a link to approve; the answer is the same whoever the owner is and says nothing about them.',
        tags: ['transfers'],
        params: z.object({ serialNumber: z.string().regex(SERIAL_NUMBER_PATTERN) }),
        body: transferRecipientSchema,
        response: { 202: transferRequestResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requestTransfer(db, request.params.serialNumber, request.body, context);
      onMailQueued();
      return reply.status(202).send({ status: 'requested' as const });
    },
  );

  await app.register(async (plain) => {
    const pages = plain.withTypeProvider<ZodTypeProvider>();
    acceptEmptyForms(pages);
    const params = z.object({ token: z.string().max(200) });
    const limit = {
      rateLimit: { max: limits.confirmationLinksPerMinute, timeWindow: 60_000 },
    };

    const page = (
      reply: FastifyReply,
      subject: TransferRequestSubject | undefined,
      action: string | null,
    ) => {
      const language = splitLocale(subject?.locale ?? defaultLocale).language;
      const t = registrationTexts(language);
      const home = `${publicBaseUrl}/${subject?.locale ?? ''}`;
      const values = subject && {
        requester: subject.requester,
        product: localize(subject.productName, language, textFallback),
        serial: subject.serialNumber,
      };
      let title = t.requestClosedTitle;
      let html = alert('error', t.requestClosedText);
      if (values && subject?.state === 'pending' && action !== null) {
        title = t.requestTitle;
        html = `<p>${escapeHtml(fill(t.requestText, values))}</p><form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(t.requestButton)}</button></form>`;
      } else if (values && subject?.state === 'approved') {
        title = t.requestApprovedTitle;
        html = alert('success', fill(t.requestApprovedText, values));
      }
      return sendPage(reply, subject ? 200 : 404, {
        language,
        appTitle: t.appTitle,
        title,
        homeHref: home,
        body: `${html}<a class="button secondary" href="${escapeHtml(home)}">${escapeHtml(t.backToApp)}</a>`,
      });
    };

    pages.get(
      '/transfer-requests/:token',
      {
        config: limit,
        schema: {
          summary: 'The page of a transfer request’s link: the owner approves with a button; HTML',
          tags: ['transfers'],
          params,
        },
      },
      async (request, reply) =>
        page(reply, await findTransferRequest(db, request.params.token), request.url),
    );

    pages.post(
      '/transfer-requests/:token',
      {
        // The secret token in the path is what authorizes this; a forged request would need it.
        config: { ...limit, csrfExempt: true },
        schema: {
          summary: 'Approve a transfer request (the button of its link page); HTML',
          tags: ['transfers'],
          params,
        },
      },
      async (request, reply) => {
        const subject = await approveTransferRequest(db, request.params.token, context);
        if (subject?.state === 'approved') onMailQueued();
        return page(reply, subject, null);
      },
    );
  });
};
