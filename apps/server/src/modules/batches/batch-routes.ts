import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  BULK_MAX_ROWS,
  bulkRegistrationCommandSchema,
  bulkRegistrationResultSchema,
  findLocale,
} from '@pr/contracts';
import type { Database } from '../../db/client';
import { HttpError, parseOrReject } from '../../plugins/error-handler';
import { requireInstaller, signedInInstaller } from '../auth/authentication';
import { registerBatch } from './register-batch';

export interface BatchRoutesOptions {
  db: Database;
  defaultLocale: string;
}

export const batchRoutes: FastifyPluginAsyncZod<BatchRoutesOptions> = async (app, options) => {
  app.put(
    '/devices/batch',
    {
      preHandler: requireInstaller,
      schema: {
        summary: 'Register a batch of devices (installers only), all or nothing',
        description: `At most ${BULK_MAX_ROWS} rows (413 beyond). Send an Idempotency-Key header: a retry with the same key answers the first result instead of registering twice. Invalid rows: 400 invalid_rows with details [{row, serialNumber, field, code}].`,
        tags: ['registrations'],
        headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }),
        querystring: z.object({ locale: z.string().optional() }),
        body: z.record(z.string(), z.unknown()),
        response: {
          200: bulkRegistrationResultSchema,
          201: bulkRegistrationResultSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const rows = request.body.productRegistrations;
      if (Array.isArray(rows) && rows.length > BULK_MAX_ROWS) {
        throw new HttpError(
          413,
          'too_many_rows',
          `A batch may hold at most ${BULK_MAX_ROWS} rows; send the rest in another batch.`,
        );
      }
      const command = parseOrReject(bulkRegistrationCommandSchema, request.body);
      const user = signedInInstaller(request);
      const { company } = user;
      const companyEmail = company.email ?? user.email ?? command.confirmationEmail;
      const outcome = await registerBatch(options.db, {
        rows: command.productRegistrations,
        company: { name: company.name, email: companyEmail },
        callerName: company.name,
        confirmationEmail: companyEmail,
        countryCode: command.countryCode,
        accountSubject: user.subject,
        idempotencyKey: request.headers['idempotency-key'] ?? null,
        locale: findLocale(request.query.locale ?? '') ?? options.defaultLocale,
      });
      if (outcome.kind === 'invalid') {
        throw new HttpError(
          400,
          'invalid_rows',
          `${new Set(outcome.errors.map((e) => e.row)).size} row(s) are invalid.`,
          outcome.errors,
        );
      }
      return reply
        .status(outcome.repeated ? 200 : 201)
        .send({ batchId: outcome.batchId, registered: outcome.registered });
    },
  );
};
