import { z } from './zod';
import { installationAddressSchema } from './address';
import { utcDayOf } from './calendar-day';
import { emailSchema } from './email';
import { isAllowedInstallationDay, latestTodayOnEarth } from './installation-day';
import { serialNumberSchema } from './serial-number';
import { plainText } from './plain-text';
import { MESSAGE } from './validation-messages';

/** A person's or a company's name: required, at most 100 characters. */
export const personNameSchema = plainText()
  .min(1, { error: MESSAGE.required })
  .max(100, { error: MESSAGE.maxLength });

const productModel = plainText().min(1).max(200);

/**
 * Installation dates travel as ISO timestamps (docs/spec.md §3), in years a heating device
 * can have been installed: PostgreSQL refuses year 0, and year 1 is a typing error.
 */
const isoTimestamp = z.iso.datetime({ offset: true, error: 'invalidDate' }).refine(
  (value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 1900 && year <= 2999;
  },
  { error: 'invalidDate' },
);

/**
 * An installation date is the chosen day at 00:00 UTC, never in the future (docs/spec.md §5),
 * judged by the one installation-day rule against the latest day begun anywhere on Earth.
 */
export const installationDaySchema = isoTimestamp
  .refine((value) => /T00:00:00(\.0+)?(Z|\+00:00)$/.test(value), { error: 'notMidnightUtc' })
  .refine(
    (value) => isAllowedInstallationDay(utcDayOf(new Date(value)), latestTodayOnEarth(new Date())),
    { error: 'noFutureDate' },
  );

/**
 * The two consents of step 5 (docs/spec.md §2), both required to submit there. Optional in
 * the command: an integrator's system (API client) asks its own users, and a browser of the
 * release before did not send them; the server keeps each one given as a record.
 */
export const consentsSchema = z.object({
  privacyPolicy: z.literal(true),
  termsOfUse: z.literal(true),
});
export type Consents = z.infer<typeof consentsSchema>;

/**
 * An owner's contact for product-safety notices and recalls only (step 4, optional): kept
 * apart from the registration's own details and never used for anything else.
 */
export const safetyContactSchema = z.object({ email: emailSchema });
export type SafetyContact = z.infer<typeof safetyContactSchema>;

/** Registration update command of an end user (docs/spec.md §3). */
export const endUserCommandSchema = z.object({
  serialNumber: serialNumberSchema,
  productModel,
  installationDate: isoTimestamp,
  installationAddress: installationAddressSchema,
  enduser: z.object({
    email: emailSchema,
    firstName: personNameSchema,
    lastName: personNameSchema,
  }),
  consents: consentsSchema.optional(),
  safetyContact: safetyContactSchema.optional(),
});
export type EndUserCommand = z.infer<typeof endUserCommandSchema>;

/** Registration update command of an installer (docs/spec.md §3); the company comes from the token. */
export const installerCommandSchema = z.object({
  serialNumber: serialNumberSchema,
  productModel,
  installationDate: installationDaySchema,
  installerCompany: z.object({ name: personNameSchema, email: emailSchema }),
  installationAddress: installationAddressSchema,
  consents: consentsSchema.optional(),
});
export type InstallerCommand = z.infer<typeof installerCommandSchema>;

/**
 * The body of `PUT /api/{serialNumber}`: a body with `installerCompany` is an installer
 * command, any other an end-user command (docs/spec.md §3).
 */
export const registrationCommandSchema = z.union([installerCommandSchema, endUserCommandSchema]);
export type RegistrationCommand = z.infer<typeof registrationCommandSchema>;

/** Which command a registration body is meant to be, before it is validated. */
export function isInstallerCommandBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'installerCompany' in body;
}

/** Answer of `PUT /api/{serialNumber}`. */
export const registrationResultSchema = z.object({
  registrationId: z.string(),
  /** The short reference for the thank-you page (`K7QM3XHP`). */
  reference: z.string(),
  status: z.enum(['pending', 'confirmed', 'not_required']),
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;
