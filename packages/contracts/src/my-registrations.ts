import { z } from './zod';

/**
 * The id printed on a registration certificate and in its QR code: the registration's id (32
 * hex digits) and a signature of it (HMAC, 22 base64url characters), so nobody can make up the
 * id of another person's certificate. No dot: a page path with one would read as a file name.
 */
export const CERTIFICATE_ID_PATTERN = /^[0-9a-f]{32}[\w-]{22}$/;

export const certificateIdSchema = z
  .string()
  .regex(
    CERTIFICATE_ID_PATTERN,
    'Not a certificate id: 32 hex digits and 22 letters, digits, - or _.',
  );

/**
 * Answer of `GET /api/certificates/{certificateId}`: what anyone holding a certificate may
 * check, never who registered the device or where it is installed.
 */
export const certificateVerificationSchema = z.object({
  status: z.enum(['valid', 'cancelled']),
  serialNumber: z.string(),
  productName: z.string(),
  /** Day of the registration (confirmed, or stored for an installer), `YYYY-MM-DD`. */
  registeredOn: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const MY_REGISTRATION_STATUSES = ['pending', 'confirmed'] as const;
export type MyRegistrationStatus = (typeof MY_REGISTRATION_STATUSES)[number];

/** One of the signed-in owner's registrations ("Mes produits"). */
export const myRegistrationSchema = z.object({
  id: z.string(),
  serialNumber: z.string(),
  productName: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(MY_REGISTRATION_STATUSES),
  /** `YYYY-MM-DD` */
  installationDate: z.string(),
  /** ISO timestamp of the registration. */
  registeredAt: z.string(),
  address: z.object({
    street: z.string(),
    houseNumber: z.string(),
    postalCode: z.string(),
    locality: z.string(),
    country: z.string(),
  }),
  /** The rewards the registration unlocks, in the requested language. */
  rewards: z.array(z.string()),
  /** Set once the registration is confirmed: the certificate exists from then on. */
  certificateId: z.string().nullable(),
  /** The address a transfer waits to be confirmed by, if the owner started one. */
  pendingTransferTo: z.string().nullable(),
});
export type MyRegistration = z.infer<typeof myRegistrationSchema>;

/** Answer of `GET /api/me/registrations?language=`: newest first. */
export const myRegistrationsSchema = z.object({
  registrations: z.array(myRegistrationSchema),
});
export type MyRegistrations = z.infer<typeof myRegistrationsSchema>;

/**
 * Answer of `GET /api/devices/{serial}/registration?registrantType=`: whether the serial is
 * registered (held by a confirmed registration) for that kind of registrant, and whether by
 * the caller — never by whom. `registrationId` only for the caller's own.
 */
export const registrationStatusSchema = z.object({
  status: z.enum(['free', 'yours', 'taken']),
  registrationId: z.string().nullable(),
});
export type RegistrationStatus = z.infer<typeof registrationStatusSchema>;
