import { z } from './zod';
import { CONSOLE_PAGE_MAX, CONSOLE_PAGE_SIZE, staffReasonSchema } from './console';
import { REVIEW_RULES, reviewFlagSchema } from './review-flags';

export * from './review-flags';

/** A registration waiting for review, with every open flag it has. */
export const reviewItemSchema = z.object({
  /** The registration's id: what accept and cancel name, and its detail page. */
  id: z.string(),
  serialNumber: z.string(),
  productModel: z.string(),
  registrantType: z.union([z.literal(1), z.literal(2)]),
  company: z.string().nullable(),
  installationDate: z.string(),
  registeredAt: z.string(),
  /** Its held points, or 0 (an owner's registration, or one earning none). */
  heldPoints: z.number().int(),
  flags: z.array(reviewFlagSchema),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** The review queue: registrations with an open flag, newest flag first, keyset pages. */
export const reviewSearchSchema = z.object({
  rule: z.enum(REVIEW_RULES).optional(),
  /** The `next` of the previous page. */
  after: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(CONSOLE_PAGE_MAX).default(CONSOLE_PAGE_SIZE),
});
export type ReviewSearch = z.input<typeof reviewSearchSchema>;

export const reviewPageSchema = z.object({
  items: z.array(reviewItemSchema),
  next: z.string().nullable(),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/** How many registrations wait in the queue: the console's menu shows it beside the queue. */
export const reviewCountSchema = z.object({ open: z.number().int().min(0) });
export type ReviewCount = z.infer<typeof reviewCountSchema>;

/** Accepting may say why (kept in the audit log). */
export const acceptReviewSchema = z.object({
  reason: staffReasonSchema.optional(),
});

/** Cancelling the registration must say why: the registrant is told, as for any cancel. */
export const cancelReviewSchema = z.object({ reason: staffReasonSchema });

/** A decision's outcome: the registration's flags after it. */
export const reviewDecisionSchema = z.object({
  registrationId: z.string(),
  flags: z.array(reviewFlagSchema),
});
export type ReviewDecision = z.infer<typeof reviewDecisionSchema>;
