import { z } from './zod';

/** Target columns of the bulk mapping (docs/spec.md §3). */
export const BULK_COLUMNS = [
  'serialNumber',
  'productName',
  'installationDate',
  'street',
  'streetNumber',
  'zip',
  'city',
] as const;

/** What a pasted column can be mapped to at bulk step 2: a column, or 'not relevant'. */
export const BULK_MAPPING_TARGETS = [...BULK_COLUMNS, 'notRelevant'] as const;

/** Columns a sheet may have: far more than any registration list. */
export const BULK_MAPPING_MAX_COLUMNS = 200;

/** A column mapping: the source column's index (as text) → its target. */
export const bulkMappingSchema = z
  .record(z.string().regex(/^\d{1,3}$/), z.enum(BULK_MAPPING_TARGETS))
  .refine((mapping) => Object.keys(mapping).length <= BULK_MAPPING_MAX_COLUMNS, {
    error: `At most ${BULK_MAPPING_MAX_COLUMNS} columns.`,
  });
export type BulkMapping = z.infer<typeof bulkMappingSchema>;

/** The SHA-256 (hex) of a header row as `headerRowText` writes it: the key of its mapping. */
export const headerRowKeySchema = z.string().regex(/^[0-9a-f]{64}$/, {
  error: 'A SHA-256 in hexadecimal, 64 characters.',
});

/** What the caller confirmed for a header row: the body that remembers it. */
export const rememberedBulkMappingSchema = z.object({ mapping: bulkMappingSchema });
/** The answer about a header row: its mapping, or null when none is remembered. */
export const bulkMappingAnswerSchema = z.object({ mapping: bulkMappingSchema.nullable() });

/** A header cell as compared: case, accents, punctuation and spacing do not matter. */
export function normalizeHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}]+/gu, ' ')
    .trim();
}

/**
 * The text a header row's key is the SHA-256 of: its normalized cells, without the empty
 * ones at the end, so "N° série;Date" and "n serie;date;;" are the same headers.
 */
export function headerRowText(cells: readonly string[]): string {
  const normalized = cells.map(normalizeHeader);
  while (normalized.at(-1) === '') normalized.pop();
  return JSON.stringify(normalized);
}
