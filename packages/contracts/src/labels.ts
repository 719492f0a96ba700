import { z } from './zod';
import { plainText } from './plain-text';
import { serialNumberSchema } from './serial-number';
import { isSerialRangeInOrder } from './serial-number-rules';
import { MESSAGE } from './validation-messages';

/** The most labels one PDF sheet holds: a print run, not a plant's year of production. */
export const LABELS_MAX = 1000;
/** Labels across and down an A4 page: a 24-up sheet of 63.5 × 33.9 mm labels (3 × 8). */
export const LABEL_COLUMNS = 3;
export const LABEL_ROWS = 8;
export const LABELS_PER_PAGE = LABEL_COLUMNS * LABEL_ROWS;

/**
 * What a label's QR code holds (`LABEL_QR_CODE`): our deep link to the registration of the
 * serial, or its GS1 Digital Link on our resolver.
 */
export const LABEL_QR_CODES = ['deep-link', 'gs1-digital-link'] as const;
export type LabelQrCode = (typeof LABEL_QR_CODES)[number];

/** The pages `labels` labels fill. */
export const labelPages = (labels: number) => Math.ceil(labels / LABELS_PER_PAGE);

/**
 * A sheet of labels: the devices of one product (its catalog model) whose serials lie in a
 * range, both bounds inclusive and required. Serials compare as numbers, as a recall's do.
 * `language` is the product name's language on the labels (the console's).
 */
export const labelSheetSchema = z
  .object({
    productModel: plainText()
      .min(1, { error: MESSAGE.required })
      .max(200, { error: MESSAGE.maxLength }),
    serialFrom: serialNumberSchema,
    serialTo: serialNumberSchema,
    language: z
      .string()
      .regex(/^[a-z]{2}$/, 'A two-letter language code, such as fr.')
      .optional(),
  })
  .refine(({ serialFrom, serialTo }) => isSerialRangeInOrder(serialFrom, serialTo), {
    error: MESSAGE.rangeReversed,
    path: ['serialTo'],
  });
export type LabelSheet = z.infer<typeof labelSheetSchema>;

/** What a sheet would hold, before it is printed. */
export const labelSheetPreviewSchema = z.object({
  /** The product's devices in the range: one label each. */
  labels: z.number().int(),
  pages: z.number().int(),
  /** LABELS_MAX: a range with more is refused. */
  max: z.number().int(),
  /** What the QR codes hold: GS1 Digital Links only for a product with a GTIN. */
  qrCode: z.enum(LABEL_QR_CODES),
});
export type LabelSheetPreview = z.infer<typeof labelSheetPreviewSchema>;
