import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  BULK_BODY_MAX_BYTES,
  BULK_MAX_ROWS,
  bulkRegistrationCommandSchema,
  bulkRegistrationResultSchema,
  bulkRegistrationRowSchema,
  findLocale,
} from '@pr/contracts';
import { HttpError } from '../../infrastructure/error-handler';
import { requireInstaller, signedInInstaller } from '../auth/authentication';
import { batchOfKey, commandFingerprint } from './batch-idempotency';
import { registerBatch } from './register-batch';

export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimitPerMinute = app.config.batchRateLimitPerMinute;
  const db = app.database.db;
  const defaultLocale = app.config.defaultLocale;
  const textFallback = app.config.catalogTextFallback;
  const onStored = (count: number) => app.metrics?.registrationsStored('bulk', count);
  app.put(
    '/devices/batch',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      bodyLimit: BULK_BODY_MAX_BYTES,
      // Who may send a batch is settled before its body is read (and after the rate limit
      // counted it: even refusals cost a batch), how many rows it may hold before they are
      // checked.
      preParsing: requireInstaller,
      preValidation: async (request) => {
        const body: unknown = request.body;
        const rows =
          typeof body === 'object' && body !== null && 'productRegistrations' in body
            ? body.productRegistrations
            : null;
        if (Array.isArray(rows) && rows.length > BULK_MAX_ROWS) {
          throw new HttpError(
            413,
            'too_many_rows',
            `A batch may hold at most ${BULK_MAX_ROWS} rows; send the rest in another batch.`,
          );
        }
      },
      schema: {
        summary: 'Register a batch of devices (installers only), all or nothing',
        description: `At most ${BULK_MAX_ROWS} rows (413 beyond). Send an Idempotency-Key header: a retry with the same key answers the first result instead of registering twice; the same key with other rows answers 422 idempotency_key_reused. Each row is checked on its own: invalid rows answer 400 invalid_rows with details [{row, serialNumber, field, code}].`,
        tags: ['registrations'],
        headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }),
        querystring: z.object({ locale: z.string().optional() }),
        body: bulkRegistrationCommandSchema.extend({
          // Rows are documented by their schema but checked one by one by the service, so
          // that every bad row is reported with its number.
          productRegistrations: z
            .array(bulkRegistrationRowSchema.or(z.unknown()))
            .min(1)
            .max(BULK_MAX_ROWS),
        }),
        response: {
          200: bulkRegistrationResultSchema,
          201: bulkRegistrationResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await registerBatch(db, {
        rows: request.body.productRegistrations,
        countryCode: request.body.countryCode,
        confirmationEmail: request.body.confirmationEmail,
        installer: signedInInstaller(request),
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        commandHash: commandFingerprint(request.body),
        locale: findLocale(request.query.locale ?? '') ?? defaultLocale,
        textFallback,
        reviewRules: app.config.reviewRules,
      });
      if (!result.repeated) onStored(result.registered);
      return reply.status(result.repeated ? 200 : 201).send({
        batchId: result.batchId,
        registered: result.registered,
        alreadyRegistered: result.alreadyRegistered,
      });
    },
  );

  app.get(
    '/devices/batch/:idempotencyKey',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      preParsing: requireInstaller,
      schema: {
        summary: 'The batch this installer sent with an Idempotency-Key, as its send was answered',
        description:
          'What a reloaded bulk step 4 asks before sending its rows again: 200 with the stored batch, 404 batch_not_found when none was stored with this key (never sent, refused, or still being stored: send it, the key keeps it from being stored twice).',
        tags: ['registrations'],
        params: z.object({ idempotencyKey: z.string().min(8).max(200) }),
        response: {
          200: bulkRegistrationResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const installer = signedInInstaller(request);
      const batch = await batchOfKey(db, installer.subject, request.params.idempotencyKey);
      if (!batch) {
        throw new HttpError(
          404,
          'batch_not_found',
          'No batch was stored with this Idempotency-Key.',
        );
      }
      return {
        batchId: batch.batchId,
        registered: batch.registered,
        alreadyRegistered: batch.alreadyRegistered,
      };
    },
  );
};
