import { z } from './zod';
import { emailSchema } from './email';
import { findLocale } from './locales';
import { plainText } from './plain-text';
import { referenceSchema } from './registration-reference';
import { reviewFlagSchema } from './review-flags';
import { MESSAGE } from './validation-messages';

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

/** Rows per console page, and the most a page may hold. */
export const CONSOLE_PAGE_SIZE = 50;
export const CONSOLE_PAGE_MAX = 200;

/**
 * A day of the search: a real date in the years registrations can have (PostgreSQL has no
 * year 0, and a search of year 968 finds nothing anyway).
 */
export const consoleDaySchema = z.iso
  .date({ error: MESSAGE.dayOutOfRange })
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', { error: MESSAGE.dayOutOfRange });

const filterText = (max: number) =>
  plainText().trim().min(1).max(max, { error: MESSAGE.maxLength }).optional();

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

/** The longest reason staff may give for a decision. */
export const STAFF_REASON_MAX_LENGTH = 500;

/**
 * Why staff cancel, move or reject: told to the registrant or applicant and kept in the
 * audit log, so a few characters at least; plain text on one line (plainText).
 */
export const staffReasonSchema = plainText()
  .min(3, { error: MESSAGE.minLength })
  .max(STAFF_REASON_MAX_LENGTH, { error: MESSAGE.maxLength });

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

/** An installer company's verification state. */
export const COMPANY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

/** An installer company as staff see it: an applicant's, or one a directory vouches for. */
export const consoleCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  status: z.enum(COMPANY_STATUSES),
  /** `application`: an embedded-provider account applied; `directory`: an external provider's. */
  source: z.enum(['application', 'directory']),
  applicant: z.object({ name: z.string(), email: z.string() }).nullable(),
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
  /** Registrations made for the company. */
  registrations: z.number(),
});
export type ConsoleCompany = z.infer<typeof consoleCompanySchema>;

/** The companies list: pending applications first, oldest first, then the decided ones. */
export const companySearchSchema = z.object({
  status: z.enum(COMPANY_STATUSES).optional(),
  /** Company name, from its start. */
  name: filterText(100),
  limit: z.coerce.number().int().min(1).max(CONSOLE_PAGE_MAX).default(CONSOLE_PAGE_SIZE),
});
export type CompanySearch = z.input<typeof companySearchSchema>;
export type CompanyFilter = z.output<typeof companySearchSchema>;

export const companyPageSchema = z.object({ items: z.array(consoleCompanySchema) });

/** An approval may say why; a rejection must (the applicant is told). */
export const approveCompanySchema = z.object({
  reason: plainText().max(STAFF_REASON_MAX_LENGTH, { error: MESSAGE.maxLength }).optional(),
});
export const rejectCompanySchema = z.object({ reason: staffReasonSchema });

/** Catalog files uploaded in one import: what `npm run catalog:import` takes, as texts. */
export const CATALOG_UPLOAD_MAX_FILES = 10;
export const catalogUploadSchema = z.object({
  files: z
    .array(
      z.object({
        name: plainText()
          .min(1)
          .max(200)
          .regex(/\.(csv|json)$/i, { error: 'csvOrJson' }),
        text: z.string(),
      }),
    )
    .min(1)
    .max(CATALOG_UPLOAD_MAX_FILES),
});
export type CatalogUpload = z.infer<typeof catalogUploadSchema>;

export const catalogImportedSchema = z.object({
  products: z.number(),
  devices: z.number(),
  incentives: z.number(),
});
export type CatalogImported = z.infer<typeof catalogImportedSchema>;

/** Why nothing was imported: each problem at its file and line (0: the file as a whole). */
export const catalogProblemSchema = z.object({
  file: z.string(),
  line: z.number(),
  message: z.string(),
});
export const catalogRefusedSchema = z.object({
  code: z.literal('invalid_catalog'),
  message: z.string(),
  details: z.object({ problems: z.array(catalogProblemSchema) }),
});
export type CatalogRefused = z.infer<typeof catalogRefusedSchema>;

export const consoleProductSchema = z.object({
  model: z.string(),
  deviceType: z.string(),
  name: localizedTextSchema,
  /** The colour of a radiator, null for other products. */
  color: localizedTextSchema.nullable(),
  /** GTIN-14 of its GS1 codes, null when the catalog gives none. */
  gtin: z.string().nullable(),
  /** Serial numbers of this product in the catalog. */
  devices: z.number(),
});
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;

export const consoleIncentiveSchema = z.object({
  key: z.string(),
  recipientType: z.union([z.literal(1), z.literal(2)]),
  /** Null: every product; a country of null: every country. */
  productModel: z.string().nullable(),
  country: z.string().nullable(),
  description: localizedTextSchema,
  sortOrder: z.number(),
});
export type ConsoleIncentive = z.infer<typeof consoleIncentiveSchema>;

export const catalogOverviewSchema = z.object({
  products: z.array(consoleProductSchema),
  incentives: z.array(consoleIncentiveSchema),
});
export type CatalogOverview = z.infer<typeof catalogOverviewSchema>;

/** Days the overview looks back. */
export const OVERVIEW_DAYS = 90;

/** The console's overview of the last OVERVIEW_DAYS days (UTC days). */
export const consoleOverviewSchema = z.object({
  /** Every day of the period, oldest first, with its registrations per channel. */
  days: z.array(z.object({ day: z.string(), web: z.number(), bulk: z.number() })),
  /**
   * Registrations of the period that needed their mailed link: how many were confirmed,
   * and how many are pending, lapsed or were cancelled or superseded.
   */
  confirmation: z.object({
    needed: z.number(),
    confirmed: z.number(),
    /** confirmed / needed, null when none needed it. */
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
