import { z } from './zod';

const isoTime = z.iso.datetime({ offset: true });

/**
 * Everything we hold about the signed-in person (GDPR art. 15 and 20): machine-readable, one
 * JSON document, versioned by `format`.
 */
export const personalDataExportSchema = z.object({
  format: z.literal('product-registration.personal-data.v1'),
  exportedAt: isoTime,
  subject: z.string(),
  /** The account on the embedded identity provider; null with an external one. */
  account: z
    .object({
      email: z.string(),
      givenName: z.string(),
      familyName: z.string(),
      locale: z.string().nullable(),
      emailVerifiedAt: isoTime.nullable(),
      company: z.string().nullable(),
      createdAt: isoTime,
    })
    .nullable(),
  registrations: z.array(
    z.object({
      id: z.uuid(),
      serialNumber: z.string(),
      productModel: z.string(),
      status: z.enum(['pending', 'expired', 'confirmed', 'superseded', 'cancelled']),
      installationDate: isoTime,
      endUser: z.object({
        email: z.string().nullable(),
        firstName: z.string().nullable(),
        lastName: z.string().nullable(),
      }),
      /** The contact given for safety notices and recalls only. */
      safetyContact: z.string().nullable(),
      address: z.object({
        street: z.string(),
        houseNumber: z.string(),
        additionalLine: z.string().nullable(),
        postalCode: z.string(),
        locality: z.string(),
        country: z.string(),
      }),
      locale: z.string(),
      channel: z.string(),
      createdAt: isoTime,
      confirmedAt: isoTime.nullable(),
      cancelledAt: isoTime.nullable(),
      cancelReason: z.string().nullable(),
    }),
  ),
  /** What the person agreed to with each registration, as recorded. */
  consents: z.array(
    z.object({
      registrationId: z.uuid(),
      kind: z.enum(['privacy_policy', 'terms_of_use']),
      textVersion: z.string(),
      language: z.string(),
      channel: z.string(),
      givenAt: isoTime,
      withdrawnAt: isoTime.nullable(),
    }),
  ),
  /** Mails we sent to the person's address or about their registrations. */
  mails: z.array(
    z.object({ to: z.string(), subject: z.string(), status: z.string(), createdAt: isoTime }),
  ),
  /** Devices the person asked another owner to hand on. */
  transferRequests: z.array(
    z.object({
      serialNumber: z.string(),
      status: z.string(),
      createdAt: isoTime,
      approvedAt: isoTime.nullable(),
    }),
  ),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** What erasing the signed-in person's account did (GDPR art. 17). */
export const accountErasureSchema = z.object({
  erased: z.object({
    account: z.boolean().describe('An account of the embedded identity provider was deleted'),
    registrations: z.number().int().describe('Registrations pseudonymised'),
    transferRequests: z.number().int(),
    mails: z.number().int().describe('Mails whose recipient and text were erased'),
  }),
});
