import { z } from './zod';
import {
  CONSOLE_PAGE_MAX,
  CONSOLE_PAGE_SIZE,
  consoleDaySchema,
  registrationExportSchema,
  staffReasonSchema,
} from './console';

/**
 * Why an entry of a company's points ledger exists: a registration's credit, its reversal
 * (cancelled, moved, superseded, or held points made available), or staff's adjustment.
 */
export const POINTS_ENTRY_KINDS = ['credit', 'reversal', 'adjustment'] as const;
export type PointsEntryKind = (typeof POINTS_ENTRY_KINDS)[number];

/** Held points belong to a registration still waiting for its confirmation: not spendable. */
export const POINTS_STATES = ['held', 'available'] as const;

/** The most points one adjustment may add or take away: a typo of a few zeros is refused. */
export const POINTS_ADJUSTMENT_MAX = 1_000_000;

/**
 * The reasons the server gives an automatic entry, which screens and exports put in words:
 * held points made available, a registration superseded, its link lapsed, cancelled or moved.
 * Any other reason is staff's own text.
 */
export const POINTS_REASON_CODES = [
  'confirmed',
  'superseded',
  'expired',
  'cancelled',
  'moved',
] as const;
export type PointsReasonCode = (typeof POINTS_REASON_CODES)[number];
export const isPointsReasonCode = (reason: string): reason is PointsReasonCode =>
  (POINTS_REASON_CODES as readonly string[]).includes(reason);

/** A statement's filters: entries made on or after `from` and up to the end of `to` (UTC). */
export const pointsStatementSearchSchema = z.object({
  from: consoleDaySchema.optional(),
  to: consoleDaySchema.optional(),
  kind: z.enum(POINTS_ENTRY_KINDS).optional(),
  /** The `next` of the previous page. */
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CONSOLE_PAGE_MAX).default(CONSOLE_PAGE_SIZE),
});
export type PointsStatementSearch = z.input<typeof pointsStatementSearchSchema>;

/** A statement's export: its filters (every page), the file's format, language and clock. */
export const pointsExportSchema = pointsStatementSearchSchema
  .omit({ after: true, limit: true })
  .extend(
    registrationExportSchema.pick({ format: true, header: true, locale: true, timeZone: true })
      .shape,
  );
export type PointsExportSearch = z.input<typeof pointsExportSchema>;

/** Staff export one company's statement. */
export const consolePointsExportSchema = pointsExportSchema.extend({ companyId: z.uuid() });

export const pointsBalanceSchema = z.object({
  available: z.number().int(),
  held: z.number().int(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

export const pointsEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(POINTS_ENTRY_KINDS),
  state: z.enum(POINTS_STATES),
  /** Signed: a reversal takes away what its credit gave. */
  points: z.number().int(),
  registrationId: z.string().nullable(),
  /** The registration's serial, for the installer to recognise it. */
  serialNumber: z.string().nullable(),
  /** The registration's product model. */
  productModel: z.string().nullable(),
  /** Its name in the catalog's languages; null without a registration or a catalog entry. */
  productName: z.record(z.string(), z.string()).nullable(),
  reason: z.string().nullable(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** A company's balance (every entry) and one page of its statement (the filtered entries). */
export const pointsStatementSchema = z.object({
  balance: pointsBalanceSchema,
  items: z.array(pointsEntrySchema),
  /** Pass as `after` for the next page; null on the last one. */
  next: z.string().nullable(),
});
export type PointsStatement = z.infer<typeof pointsStatementSchema>;

/** Staff's view: one company's statement, or without `companyId` every company's balance. */
export const consolePointsSearchSchema = pointsStatementSearchSchema.extend({
  companyId: z.uuid().optional(),
});

export const companyPointsSchema = pointsBalanceSchema.extend({
  companyId: z.string(),
  name: z.string(),
});

/** Every company's balance (`GET /api/console/points` without `companyId`). */
export const companyBalancesSchema = z.object({ companies: z.array(companyPointsSchema) });
export type CompanyPoints = z.infer<typeof companyPointsSchema>;

export const consolePointsSchema = z.union([
  pointsStatementSchema.extend({ companyId: z.string() }),
  companyBalancesSchema,
]);
export type ConsolePoints = z.infer<typeof consolePointsSchema>;

/** Staff add (positive) or take away (negative) points, with a reason for the audit log. */
export const adjustPointsSchema = z.object({
  companyId: z.uuid(),
  points: z
    .number()
    .int()
    .min(-POINTS_ADJUSTMENT_MAX)
    .max(POINTS_ADJUSTMENT_MAX)
    .refine((points) => points !== 0),
  reason: staffReasonSchema,
});
export type AdjustPoints = z.infer<typeof adjustPointsSchema>;
