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
 * One stage of the funnel as the overview draws it, in order: QR opened, look-up found, each
 * step reached, submitted, confirmed. `count` null: the stage does not know the filter's
 * channel (nobody has said who they are when a QR code opens or a serial is looked up).
 */
export const funnelBarSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  /** The step of `step_reached`, null for the other stages. */
  step: z.number().nullable(),
  count: z.number().nullable(),
});
export type FunnelBar = z.infer<typeof funnelBarSchema>;

export const funnelSchema = z.object({
  from: z.string(),
  to: z.string(),
  bars: z.array(funnelBarSchema),
  /** QR codes opened through a GS1 Digital Link: part of `qr_opened`, which counts page loads. */
  qrViaGs1: z.number().nullable(),
  /** Registrations whose confirmation link lapsed in the period. */
  deadlineMissed: z.number(),
  /** Products that have counts in the period, for the filter. */
  products: z.array(z.string()),
});
export type Funnel = z.infer<typeof funnelSchema>;

/** The funnel's export: the daily rows of the filter, as CSV. */
export const funnelExportSchema = funnelQuerySchema;
