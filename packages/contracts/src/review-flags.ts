import { z } from './zod';

/**
 * The rules that flag a registration for staff to review (docs/features.md, "Anomalies to
 * review"); each flag carries the numbers and days its reason names, worded by the console.
 */
export const REVIEW_RULES = [
  /** A company registered far more today than on a usual day. */
  'company_volume',
  /** Installed before the device was made, as the catalog says. */
  'before_manufacture',
  /** Installed before the device was shipped, as the catalog says. */
  'before_shipment',
  /** A company registered many devices on the last days of an incentive's window. */
  'deadline_rush',
  /** The serial was cancelled and registered again, again and again. */
  'serial_churn',
  /** Many anonymous registrations from one network (/24, /48) within an hour. */
  'anonymous_network',
] as const;
export type ReviewRule = (typeof REVIEW_RULES)[number];

export const REVIEW_STATES = ['open', 'accepted', 'cancelled'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/** What a reason names: counts (numbers) and days (YYYY-MM-DD). */
export const reviewParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const reviewFlagSchema = z.object({
  id: z.string(),
  rule: z.enum(REVIEW_RULES),
  params: reviewParamsSchema,
  state: z.enum(REVIEW_STATES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decisionReason: z.string().nullable(),
});
export type ReviewFlag = z.infer<typeof reviewFlagSchema>;
