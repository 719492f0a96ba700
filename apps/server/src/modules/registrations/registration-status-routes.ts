import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  RECIPIENT_TYPE,
  registrationStatusSchema,
  SERIAL_NUMBER_PATTERN,
  type RegistrationStatus,
} from '@pr/contracts';
import { devices } from '../../db/schema';
import { HttpError } from '../../infrastructure/error-handler';
import { callerCompanyId } from '../companies/companies';
import { findSerialHolder } from './serial-holder';
import { isUsersRegistration } from './whose-registration';

export const registrationStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimitPerMinute = app.config.lookupRateLimitPerMinute;
  const db = app.database.db;
  app.get(
    '/devices/:serialNumber/registration',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        summary: 'Whether a serial is already registered, and whether by the caller (step 1)',
        description: 'Never says by whom: someone else’s registration is only "taken".',
        tags: ['devices'],
        params: z.object({ serialNumber: z.string().regex(SERIAL_NUMBER_PATTERN) }),
        querystring: z.object({
          registrantType: z.coerce
            .number()
            .pipe(
              z.union([z.literal(RECIPIENT_TYPE.endCustomer), z.literal(RECIPIENT_TYPE.installer)]),
            )
            .default(RECIPIENT_TYPE.endCustomer),
        }),
        response: {
          200: registrationStatusSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply): Promise<RegistrationStatus> => {
      const { serialNumber } = request.params;
      const { registrantType } = request.query;
      // The answer depends on who asks: no shared cache may keep it.
      void reply.header('Cache-Control', 'private, no-store');
      const [device] = await db
        .select({ serialNumber: devices.serialNumber })
        .from(devices)
        .where(eq(devices.serialNumber, serialNumber));
      if (!device) {
        throw new HttpError(
          404,
          'unknown_serial_number',
          `No device has serial number ${serialNumber}.`,
        );
      }
      const holder = await findSerialHolder(db, serialNumber, registrantType);
      if (!holder) return { status: 'free', registrationId: null };
      const { user } = request;
      if (user !== null && isUsersRegistration(holder, user, await callerCompanyId(db, user))) {
        return { status: 'yours', registrationId: holder.id };
      }
      return { status: 'taken', registrationId: null };
    },
  );
};
