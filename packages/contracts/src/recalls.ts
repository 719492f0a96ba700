import { z } from './zod';
import { consoleDaySchema } from './console';
import { isSupportedLanguage } from './locales';
import { multilineText, plainText } from './plain-text';
import { serialNumberSchema } from './serial-number';
import { isSerialRangeInOrder } from './serial-number-rules';
import { MESSAGE } from './validation-messages';

/** The most products one campaign may name. */
export const RECALL_PRODUCTS_MAX = 50;
export const RECALL_SUBJECT_MAX_LENGTH = 200;
export const RECALL_BODY_MAX_LENGTH = 10_000;

/**
 * Which registered devices a recall reaches: products, narrowed by a serial range and an
 * installation period when given (each bound inclusive). Serials compare as numbers.
 */
export const recallSelectionSchema = z
  .object({
    productModels: z
      .array(plainText().min(1).max(200))
      .min(1, { error: MESSAGE.required })
      .max(RECALL_PRODUCTS_MAX),
    serialFrom: serialNumberSchema.optional(),
    serialTo: serialNumberSchema.optional(),
    installedFrom: consoleDaySchema.optional(),
    installedTo: consoleDaySchema.optional(),
  })
  .refine(
    // Also runs when a serial is malformed: isSerialRangeInOrder leaves that to its field.
    ({ serialFrom, serialTo }) => isSerialRangeInOrder(serialFrom, serialTo),
    { error: MESSAGE.rangeReversed, path: ['serialTo'] },
  )
  .refine(
    ({ installedFrom, installedTo }) =>
      installedFrom === undefined || installedTo === undefined || installedFrom <= installedTo,
    { error: MESSAGE.rangeReversed, path: ['installedTo'] },
  );
export type RecallSelection = z.infer<typeof recallSelectionSchema>;

/** The notice of one language: the mail's subject and its text (plain text, paragraphs). */
export const recallNoticeSchema = z.object({
  subject: plainText()
    .trim()
    .min(1, { error: MESSAGE.required })
    .max(RECALL_SUBJECT_MAX_LENGTH, { error: MESSAGE.maxLength }),
  body: multilineText()
    .min(1, { error: MESSAGE.required })
    .max(RECALL_BODY_MAX_LENGTH, { error: MESSAGE.maxLength }),
});
export type RecallNotice = z.infer<typeof recallNoticeSchema>;

const languageCode = z.string().refine(isSupportedLanguage, { error: 'unsupportedLanguage' });

/** A recall staff start: its name in the console, what it reaches, its notice per language. */
export const startRecallSchema = z.object({
  title: plainText().trim().min(3, { error: MESSAGE.minLength }).max(200),
  selection: recallSelectionSchema,
  notices: z
    .record(languageCode, recallNoticeSchema)
    .refine((notices) => Object.keys(notices).length > 0, { error: MESSAGE.required }),
});
export type StartRecall = z.infer<typeof startRecallSchema>;

/** How many people a selection reaches, per language of their registrations. */
export const recallReachSchema = z.object({
  /** Registrations of the selected devices that are confirmed or waiting for confirmation. */
  registrations: z.number().int(),
  /** Those with an address to write to (an erased one has none). */
  recipients: z.number().int(),
  languages: z.array(z.object({ language: z.string(), recipients: z.number().int() })),
});
export type RecallReach = z.infer<typeof recallReachSchema>;

/** Where a campaign's mails are: queued, accepted by the mail server, given up. */
export const recallDeliverySchema = z.object({
  pending: z.number().int(),
  delivered: z.number().int(),
  bounced: z.number().int(),
});

export const recallCampaignSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  selection: recallSelectionSchema,
  /** The languages it has a notice in. */
  noticeLanguages: z.array(z.string()),
  startedAt: z.string(),
  startedBy: z.string(),
  recipients: z.number().int(),
  delivery: recallDeliverySchema,
});
export type RecallCampaign = z.infer<typeof recallCampaignSchema>;

export const recallCampaignListSchema = z.object({ items: z.array(recallCampaignSchema) });
