import { z } from './zod';

/**
 * The events other systems learn of (webhooks): one schema per type and version. A change a
 * subscriber could trip over (a field removed or retyped) makes a new version; a new field
 * does not. `personal` holds names, e-mails and street addresses: it is sent only to
 * endpoints that staff allowed personal data.
 */

const isoTime = z.iso.datetime({ offset: true });

/** A registration as an event tells it, without personal data. */
export const registrationEventSchema = z.object({
  registrationId: z.uuid(),
  serialNumber: z.string(),
  productModel: z.string(),
  registrantType: z.enum(['end_customer', 'installer']),
  channel: z.enum(['web', 'bulk']),
  /** Where it stands after the change: `confirmed` holds the serial. */
  status: z.enum(['pending', 'confirmed', 'superseded', 'cancelled']),
  installationDate: isoTime,
  country: z.string(),
  /** The installer's company (installer registrations of an approved company). */
  companyId: z.uuid().nullable(),
  batchId: z.uuid().nullable(),
  /** The registration this one replaces once confirmed (a transfer to another owner). */
  replacesRegistrationId: z.uuid().nullable(),
  createdAt: isoTime,
});
export type RegistrationEvent = z.infer<typeof registrationEventSchema>;

/** Who registered and where the device is: only for endpoints allowed personal data. */
export const registrationPersonalSchema = z.object({
  endUser: z.object({ email: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  installerCompany: z.object({ name: z.string(), email: z.string() }).nullable(),
  address: z.object({
    street: z.string(),
    houseNumber: z.string(),
    postalCode: z.string(),
    locality: z.string(),
    additionalAddressLine1: z.string().nullable(),
    stateOrProvince: z.string().nullable(),
  }),
});
export type RegistrationPersonal = z.infer<typeof registrationPersonalSchema>;

const companyEventSchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  status: z.enum(['approved', 'rejected']),
  registrationNumber: z.string().nullable(),
  reason: z.string().nullable(),
  decidedAt: isoTime,
});
const companyPersonalSchema = z.object({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

/** Every event type: its current version, its payload and its personal part (or none). */
export const EVENT_CATALOGUE = {
  'registration.created': {
    version: 1,
    summary: 'A registration was stored (pending its mailed link, or confirmed at once)',
    payload: registrationEventSchema,
    personal: registrationPersonalSchema,
  },
  'registration.confirmed': {
    version: 1,
    summary: 'A registration now holds its serial (confirmed by link, or at once)',
    payload: registrationEventSchema,
    personal: registrationPersonalSchema,
  },
  'registration.superseded': {
    version: 1,
    summary: 'A pending registration lost: another one of the serial was confirmed first',
    payload: registrationEventSchema,
    personal: registrationPersonalSchema,
  },
  'registration.cancelled': {
    version: 1,
    summary: 'Staff cancelled a registration; the serial is free again',
    payload: registrationEventSchema.extend({ reason: z.string().nullable() }),
    personal: registrationPersonalSchema,
  },
  'registration.transferred': {
    version: 1,
    summary:
      'A device changed owner: the new owner confirmed, the previous registration is cancelled',
    payload: z.object({ from: registrationEventSchema, to: registrationEventSchema }),
    personal: z.object({ from: registrationPersonalSchema, to: registrationPersonalSchema }),
  },
  'company.approved': {
    version: 1,
    summary: 'Staff approved an installer company',
    payload: companyEventSchema,
    personal: companyPersonalSchema,
  },
  'company.rejected': {
    version: 1,
    summary: 'Staff rejected an installer company',
    payload: companyEventSchema,
    personal: companyPersonalSchema,
  },
  'catalog.imported': {
    version: 1,
    summary: 'A catalog import committed: how many products, devices and incentives it held',
    payload: z.object({
      products: z.number().int(),
      devices: z.number().int(),
      incentives: z.number().int(),
    }),
    personal: null,
  },
} as const;

export type EventType = keyof typeof EVENT_CATALOGUE;
export const EVENT_TYPES = Object.keys(EVENT_CATALOGUE) as [EventType, ...EventType[]];
export const eventTypeSchema = z.enum(EVENT_TYPES);

type Entry<T extends EventType> = (typeof EVENT_CATALOGUE)[T];
export type EventPayload<T extends EventType> = z.input<Entry<T>['payload']>;
export type EventPersonal<T extends EventType> = Entry<T>['personal'] extends z.ZodType
  ? z.input<Entry<T>['personal']>
  : null;

/**
 * The body of a delivery (Standard Webhooks' `type`, `timestamp`, `data`): the payload, with
 * `personal` beside it for an endpoint allowed personal data.
 */
export function webhookBodySchema<T extends EventType>(type: T) {
  const entry: Entry<EventType> = EVENT_CATALOGUE[type];
  const data =
    entry.personal === null
      ? entry.payload
      : entry.payload.extend({ personal: entry.personal.optional() });
  return z.object({
    type: z.literal(type),
    version: z.literal(entry.version),
    timestamp: isoTime,
    data,
  });
}
