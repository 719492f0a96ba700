import { z } from 'zod';
import {
  gtinProblem,
  normalizeGtin,
  SERIAL_MAX_LENGTH,
  SERIAL_MIN_LENGTH,
  SERIAL_NUMBER_PATTERN,
} from '@pr/contracts';

const languageCode = z
  .string()
  .regex(/^[a-z]{2}$/, { error: 'language codes are 2 lowercase letters' });
const localizedText = z
  .record(languageCode, z.string().trim().min(1).max(500))
  .refine((value) => Object.keys(value).length > 0, {
    error: 'needs a text in at least one language',
  });
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((value) => value.startsWith('/') || /^https?:\/\//.test(value), {
    error: 'must be an absolute http(s) URL or a path starting with /',
  });

/** A GTIN of 8, 12, 13 or 14 digits with its check digit, kept as 14 digits. */
const gtin = z
  .string()
  .trim()
  .superRefine((value, context) => {
    const problem = gtinProblem(value);
    if (problem !== null) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => normalizeGtin(value) ?? value);

export const catalogProductSchema = z.object({
  model: z.string().trim().min(1).max(100),
  deviceType: z.string().trim().min(1).max(20),
  name: localizedText,
  color: localizedText.nullish(),
  imageUrl: optionalUrl.nullish(),
  productUrl: optionalUrl.nullish(),
  gtin: gtin.nullish(),
});

const catalogDay = z.iso.date({ error: 'must be a day as YYYY-MM-DD' });

export const catalogDeviceSchema = z.object({
  serialNumber: z
    .string()
    .trim()
    .regex(SERIAL_NUMBER_PATTERN, {
      error: `must be ${SERIAL_MIN_LENGTH} to ${SERIAL_MAX_LENGTH} digits`,
    }),
  productModel: z.string().trim().min(1).max(100),
  /** When it was made and shipped (YYYY-MM-DD), if known: an earlier installation is reviewed. */
  manufacturedOn: catalogDay.nullish(),
  shippedOn: catalogDay.nullish(),
});

export const catalogIncentiveSchema = z
  .object({
    key: z.string().trim().min(1).max(100),
    recipientType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
    productModel: z.string().trim().min(1).max(100).nullish(),
    country: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'must be a 2-letter country code' })
      .transform((value) => value.toUpperCase())
      .nullish(),
    description: localizedText,
    sortOrder: z.coerce.number().int().default(0),
    /** Days after the installation within which registering earns it; none: no deadline. */
    registrationWindowDays: z.coerce.number().int().min(1).max(3650).nullish(),
    /** Points a registration credits its installer company (docs/points.md); none: no points. */
    points: z.coerce.number().int().min(0).max(1_000_000).nullish(),
  })
  // Owners have no ledger: points on their incentive would be a catalog mistake, not a gift.
  .refine((incentive) => incentive.points == null || incentive.recipientType === 2, {
    error: 'points are for installer incentives (recipientType 2) only',
    path: ['points'],
  });

export type CatalogProduct = z.infer<typeof catalogProductSchema>;
export type CatalogDevice = z.infer<typeof catalogDeviceSchema>;
export type CatalogIncentive = z.infer<typeof catalogIncentiveSchema>;

export interface Catalog {
  products: CatalogProduct[];
  devices: CatalogDevice[];
  incentives: CatalogIncentive[];
}

export function emptyCatalog(): Catalog {
  return { products: [], devices: [], incentives: [] };
}
