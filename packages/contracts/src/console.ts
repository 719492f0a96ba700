import { z } from './zod';
import { emailSchema } from './email';
import { findLocale } from './locales';
import { referenceSchema } from './registration-reference';
import { reviewFlagSchema } from './review-flags';
import { MESSAGE } from './validation-messages';
import { CONSOLE_PAGE_MAX, CONSOLE_PAGE_SIZE, filterText } from './console-search';
import { staffReasonSchema } from './staff-reason';
import { registrationTotalsSchema } from './funnel';

// The console's other resources, under the one entry point `@pr/contracts/console`.
export * from './console-catalog';
export * from './console-companies';
export { CONSOLE_PAGE_MAX, CONSOLE_PAGE_SIZE } from './console-search';
export * from './staff-reason';

/**
 * A registration as staff see it: its holding state, not the storage's words. `superseded`:
 * a pending registration another one of the same device was confirmed before (not one staff
 * cancelled).
 */
export const CONSOLE_STATUSES = [
  'pending',
  'confirmed',
  'expired',
  'cancelled',
  'superseded',
] as const;
export type ConsoleStatus = (typeof CONSOLE_STATUSES)[number];

/**
 * A day of the search: a real date in the years registrations can have (PostgreSQL has no
 * year 0, and a search of year 968 finds nothing anyway).
 */
export const consoleDaySchema = z.iso
  .date({ error: MESSAGE.dayOutOfRange })
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', { error: MESSAGE.dayOutOfRange });

/** The console's registration search: every filter optional, combined with AND. */
export const registrationSearchSchema = z.object({
  /** The short reference a person reads out (`K7QM-3XHP`, any case, with or without the hyphen). */
  reference: referenceSchema.optional(),
  serial: filterText(100),
  email: filterText(254),
  name: filterText(100),
  company: filterText(100),
  postalCode: filterText(20),
  city: filterText(100),
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: MESSAGE.countryCode })
    .transform((value) => value.toUpperCase())
    .optional(),
  status: z.enum(CONSOLE_STATUSES).optional(),
  channel: z.enum(['web', 'bulk']).optional(),
  /** One bulk import's registrations: its `batchId`. */
  batch: z.uuid().optional(),
  /** Registered on or after this day / before the end of this day (YYYY-MM-DD, UTC). */
  from: consoleDaySchema.optional(),
  to: consoleDaySchema.optional(),
  sort: z.enum(['newest', 'oldest']).default('newest'),
  /** The `next` of the previous page. */
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CONSOLE_PAGE_MAX).default(CONSOLE_PAGE_SIZE),
});
export type RegistrationSearch = z.input<typeof registrationSearchSchema>;

/** A text by language code (`fr`, `de`), as the catalog holds product names. */
const localizedTextSchema = z.record(z.string(), z.string());

export const consoleRegistrationSchema = z.object({
  id: z.string(),
  /** The short reference (stored form, `K7QM3XHP`). */
  reference: z.string(),
  serialNumber: z.string(),
  productModel: z.string(),
  /** The product's name in the catalog's languages; null for a model no longer in it. */
  productName: localizedTextSchema.nullable(),
  status: z.enum(CONSOLE_STATUSES),
  registrantType: z.union([z.literal(1), z.literal(2)]),
  channel: z.enum(['web', 'bulk']),
  /** The bulk import it came with; null for a single registration. */
  batchId: z.string().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  company: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  installationDate: z.string(),
  createdAt: z.string(),
});
export type ConsoleRegistration = z.infer<typeof consoleRegistrationSchema>;

export const registrationPageSchema = z.object({
  items: z.array(consoleRegistrationSchema),
  /** Pass as `after` for the next page; null on the last one. */
  next: z.string().nullable(),
});
export type RegistrationPage = z.infer<typeof registrationPageSchema>;

/** What staff can do; each is recorded in the audit log. */
export const STAFF_ACTIONS = [
  'search',
  'view',
  'cancel',
  'reassign',
  'approve',
  'reject',
  'export',
  'import',
  'webhook_create',
  'webhook_rotate',
  'webhook_pause',
  'webhook_resume',
  'webhook_delete',
  'webhook_resend',
  'webhook_recover',
  'api_client_create',
  'api_client_revoke',
  /** A call by an API client (client credentials): the client is the actor. */
  'api_call',
  /** Personal data erased: by the retention job, or on a person's request. */
  'erase_personal_data',
  /** A product-safety recall sent to the owners of the devices it names. */
  'recall_start',
  /** Points added to or taken from an installer company's ledger, with a reason. */
  'points_adjust',
  /** A PDF sheet of QR-code labels printed for a product's serial range. */
  'labels_print',
  /** A flagged registration reviewed: accepted (its held points released) or cancelled. */
  'review_accept',
  'review_cancel',
] as const;

/**
 * Staff reading, not changing: kept in the audit log, never in a registration's own history,
 * where every look would bury what happened to it (issue 48).
 */
export const STAFF_READS = ['search', 'view', 'export'] as const satisfies readonly StaffAction[];
export type StaffAction = (typeof STAFF_ACTIONS)[number];

/** One thing that happened to a registration; the console words it in its language. */
export const registrationEventSchema = z.discriminatedUnion('kind', [
  z.object({ at: z.string(), kind: z.literal('created'), channel: z.enum(['web', 'bulk']) }),
  z.object({ at: z.string(), kind: z.literal('confirmed') }),
  z.object({ at: z.string(), kind: z.literal('mail'), to: z.string(), subject: z.string() }),
  z.object({
    at: z.string(),
    kind: z.literal('staff'),
    action: z.enum(STAFF_ACTIONS),
    actor: z.string(),
    reason: z.string().nullable(),
  }),
]);
export type RegistrationEvent = z.infer<typeof registrationEventSchema>;

export const registrationDetailSchema = consoleRegistrationSchema.extend({
  street: z.string(),
  houseNumber: z.string(),
  locale: z.string(),
  accountSubject: z.string().nullable(),
  cancelReason: z.string().nullable(),
  history: z.array(registrationEventSchema),
  /** What the anomaly rules found (open or decided), oldest first. */
  flags: z.array(reviewFlagSchema),
});
export type RegistrationDetail = z.infer<typeof registrationDetailSchema>;

/** Why staff cancel a registration: told to the registrant and kept in the audit log. */
export const cancelRegistrationSchema = z.object({ reason: staffReasonSchema });

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  action: z.enum(STAFF_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditSearchSchema = z.object({
  action: z.enum(STAFF_ACTIONS).optional(),
  actor: filterText(254),
  targetId: filterText(100),
  limit: z.coerce.number().int().min(1).max(CONSOLE_PAGE_MAX).default(CONSOLE_PAGE_SIZE),
});

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema) });

/** An export of the search's filters (every matching row, newest first) as CSV or XLSX. */
/** Whether the runtime knows `zone` as an IANA time zone (`Europe/Paris`). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * How an export speaks: `labels` (headers, statuses and channels in the console's language,
 * dates in its format) for people; `keys` (column keys, status and channel codes, ISO dates)
 * for scripts, the same whatever the language.
 */
export const EXPORT_HEADERS = ['labels', 'keys'] as const;
export type ExportHeaders = (typeof EXPORT_HEADERS)[number];

export const registrationExportSchema = registrationSearchSchema
  .omit({ after: true, limit: true, sort: true })
  .extend({
    format: z.enum(['csv', 'xlsx']).default('csv'),
    header: z.enum(EXPORT_HEADERS).default('labels'),
    /** The console's locale (`fr-FR`): its language and date format; the default locale's without. */
    locale: z
      .string()
      .refine((value) => findLocale(value) !== undefined, { error: 'unsupportedLocale' })
      .optional(),
    /** The staff member's time zone, for the registration times; UTC without. */
    timeZone: z.string().max(64).refine(isTimeZone, { error: 'unknownTimeZone' }).optional(),
  });

/** Staff move an owner's registration to another address (a dispute); that address confirms. */
export const reassignRegistrationSchema = z.object({
  email: emailSchema,
  reason: staffReasonSchema,
});

/** Days the overview looks back. */
export const OVERVIEW_DAYS = 90;

/** The console's overview of the last OVERVIEW_DAYS days (UTC days). */
export const consoleOverviewSchema = z.object({
  /** Every day of the period, oldest first, with its registrations per channel. */
  days: z.array(z.object({ day: z.string(), web: z.number(), bulk: z.number() })),
  /**
   * The funnel's registration totals over the same days (the same counters and definition):
   * submitted, and of them confirmed (by their link, or at once when they needed none).
   */
  confirmation: registrationTotalsSchema.extend({
    from: z.string(),
    to: z.string(),
    /** confirmed / submitted, null when none was submitted. */
    rate: z.number().nullable(),
  }),
  topProducts: z.array(
    z.object({ model: z.string(), name: z.record(z.string(), z.string()), count: z.number() }),
  ),
  countries: z.array(z.object({ country: z.string(), count: z.number() })),
  pendingCompanies: z.number(),
  /**
   * Field data of the last WEB_VITALS_DAYS days, per page (route pattern), most sampled
   * first: how many page views reported, and each metric's 75th percentile (null: none yet).
   */
  webVitals: z.array(
    z.object({
      page: z.string(),
      samples: z.number(),
      p75: z.object({
        LCP: z.number().nullable(),
        INP: z.number().nullable(),
        CLS: z.number().nullable(),
      }),
      /** How many reports each p75 rests on (a view may not report every metric). */
      reports: z.object({ LCP: z.number(), INP: z.number(), CLS: z.number() }),
    }),
  ),
});
export type ConsoleOverview = z.infer<typeof consoleOverviewSchema>;
