import { z } from './zod';
import { findLocale } from './locales';
import { isSerialNumber } from './serial-number-rules';
import { STEP_NUMBERS } from './route-patterns';

/**
 * The registration funnel (issue 39): anonymous daily counters, never a row per visitor.
 * `qr_opened` and `lookup_found` come before anyone says who they are; `deadline_missed`
 * is a loss beside the funnel, not a stage of it (docs/decisions/008-funnel-daily-counts.md).
 */
export const FUNNEL_STAGES = [
  'qr_opened',
  'lookup_found',
  'step_reached',
  'submitted',
  'confirmed',
  'deadline_missed',
] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Who registers: an owner, an installer (one device), a bulk batch, or an API client. */
export const FUNNEL_CHANNELS = ['end_user', 'installer', 'bulk', 'api'] as const;
export type FunnelChannel = (typeof FUNNEL_CHANNELS)[number];

/** How a QR code opened the registration: the plate's deep link, or its GS1 Digital Link. */
export const QR_SOURCES = ['deep_link', 'gs1'] as const;
export type QrSource = (typeof QR_SOURCES)[number];

/** The flows whose steps report themselves. */
export const FUNNEL_FLOWS = ['user', 'installer'] as const;

const localeSchema = z
  .string()
  .max(10)
  .refine((value) => findLocale(value) !== undefined, { error: 'unsupportedLocale' })
  .transform((value) => findLocale(value) ?? value);

/** A product model as the catalog spells it (the server keeps it only if the catalog has it). */
const productModelSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w .\-/+]+$/);

/**
 * What a registration step reports when it is shown: the flow, the step, the locale and the
 * serial being registered, if any, which the server turns into its product and forgets.
 * Nothing about the visitor.
 */
export const funnelStepReportSchema = z.strictObject({
  flow: z.enum(FUNNEL_FLOWS),
  step: z
    .number()
    .int()
    .refine((step) => (STEP_NUMBERS as readonly number[]).includes(step), {
      error: `step must be one of ${STEP_NUMBERS.join(', ')}`,
    }),
  locale: localeSchema,
  serialNumber: z
    .string()
    .refine(isSerialNumber, { error: 'a serial number is 3 to 100 digits' })
    .optional(),
});
export type FunnelStepReport = z.infer<typeof funnelStepReportSchema>;

/** Longest period the funnel may cover (about two years of days). */
export const FUNNEL_MAX_DAYS = 731;

const funnelDaySchema = z.iso.date();

/** The console's funnel filters: a period of UTC days (both included), locale, product, channel. */
export const funnelQuerySchema = z
  .object({
    from: funnelDaySchema.optional(),
    to: funnelDaySchema.optional(),
    locale: localeSchema.optional(),
    productModel: productModelSchema.optional(),
    channel: z.enum(FUNNEL_CHANNELS).optional(),
  })
  .superRefine((query, context) => {
    if (query.from === undefined || query.to === undefined) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['from'], message: 'from must not be after to' });
      return;
    }
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days > FUNNEL_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: `a period of at most ${FUNNEL_MAX_DAYS} days`,
      });
    }
  });
export type FunnelQuery = z.infer<typeof funnelQuerySchema>;

/**
 * End-user step 4 (contact details) is not shown to a signed-in owner, whose details come from
 * the account (the end-user guard sends it on to step 5): a visit may skip it, so it is no
 * link of the chain and step 5's conversion is counted from step 3.
 */
export const FUNNEL_SKIPPABLE_STEPS: readonly number[] = [4];

/**
 * One stage of the chain of the owner and installer flows, in order: each step reached, then
 * submitted, then confirmed. `skippable`: a visit may pass by it (FUNNEL_SKIPPABLE_STEPS).
 */
export const funnelBarSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  /** The step of `step_reached`, null for the other stages. */
  step: z.number().nullable(),
  count: z.number(),
  skippable: z.boolean(),
});
export type FunnelBar = z.infer<typeof funnelBarSchema>;

/**
 * Registrations submitted in a period and, of them, those that hold: confirmed through their
 * mailed link, or at once when they needed no link. A confirmation is counted on the day its
 * registration was submitted, so `confirmed` never exceeds `submitted`.
 */
export const registrationTotalsSchema = z.object({
  submitted: z.number(),
  confirmed: z.number(),
});
export type RegistrationTotals = z.infer<typeof registrationTotalsSchema>;

export const funnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  /**
   * Entries beside the chain, null with a channel filter (nobody has said who they are yet).
   * QR codes opened: a rating plate's deep link or a GS1 Digital Link, once per client, serial
   * and 30 minutes; `qrViaGs1` is a part of it. A visitor may also type the serial, so neither
   * is a stage every visit passes.
   */
  qrOpened: z.number().nullable(),
  qrViaGs1: z.number().nullable(),
  /** Look-ups that found their serial: every one, repeats and other callers included. */
  lookupsFound: z.number().nullable(),
  /** The chain of the owner and installer flows (or the filter's flow). */
  bars: z.array(funnelBarSchema),
  /** Registrations that pass no step (bulk imports, API clients). */
  withoutSteps: registrationTotalsSchema,
  /** Every registration of the filter: the chain's and those without steps. */
  registrations: registrationTotalsSchema,
  /** Registrations whose confirmation link lapsed in the period. */
  deadlineMissed: z.number(),
  /** Products that have counts in the period, for the filter. */
  products: z.array(z.string()),
});
export type Funnel = z.infer<typeof funnelSchema>;

/** The funnel's export: the daily rows of the filter, as CSV. */
export const funnelExportSchema = funnelQuerySchema;
