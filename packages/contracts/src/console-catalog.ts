import { z } from './zod';
import { plainText } from './plain-text';

/** A text by language code (`fr`, `de`), as the catalog holds product names. */
const localizedTextSchema = z.record(z.string(), z.string());

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
