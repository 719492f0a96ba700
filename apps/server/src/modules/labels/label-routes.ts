import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, splitLocale } from '@pr/contracts';
import { labelSheetPreviewSchema, labelSheetSchema } from '@pr/contracts/labels';
import { signedInStaff } from '../auth/authentication';
import { staffRoutes } from '../console/staff-routes';
import { previewLabelSheet, printLabelSheet, type LabelOptions } from './label-sheet';

/**
 * Label sheets (`/api/console/labels`): a PDF of QR-code labels for a product's devices in a
 * serial range, for plants and service staff who relabel devices (docs/features.md).
 */
export const labelRoutes: FastifyPluginAsyncZod = async (app) => {
  const staffRoute = staffRoutes(app);
  const { db } = app.database;
  const options: LabelOptions = {
    publicBaseUrl: app.config.publicBaseUrl,
    qrCode: app.config.labelQrCode,
    defaultLanguage: splitLocale(app.config.defaultLocale).language,
    textFallback: app.config.catalogTextFallback,
  };

  app.post(
    '/preview',
    staffRoute({
      summary: 'How many labels and pages a sheet holds, and what its QR codes hold (staff)',
      body: labelSheetSchema,
      response: { 200: labelSheetPreviewSchema, 422: apiErrorSchema },
    }),
    async (request) => previewLabelSheet(db, request.body, options),
  );

  app.post(
    '/',
    staffRoute({
      summary:
        'A PDF sheet of QR-code labels (A4, 24 a page) for a product’s devices in a serial range, at most 1000, audited (staff)',
      body: labelSheetSchema,
      response: {
        200: z.unknown().describe('The PDF'),
        422: apiErrorSchema,
      },
    }),
    async (request, reply) => {
      const sheet = await printLabelSheet(db, request.body, signedInStaff(request), options);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${sheet.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(sheet.pdf));
    },
  );
};
