import { z } from './zod';
import { plainText } from './plain-text';
import { ADDRESS_QUERY_MAX_LENGTH, installationAddressSchema, countryCodeSchema } from './address';
import { emailSchema } from './email';
import {
  installationDaySchema,
  installerCommandSchema,
  personNameSchema,
} from './registration-commands';
import { serialNumberSchema } from './serial-number';
import { SERIAL_MAX_LENGTH } from './serial-number-rules';

/** Rows one batch may hold; a larger spreadsheet is sent as several batches. */
export const BULK_MAX_ROWS = 10_000;
/**
 * The largest batch body: BULK_MAX_ROWS rows of the longest values allowed, with room to
 * spare (a typical 10,000-row batch is about 3.5 MB).
 */
export const BULK_BODY_MAX_BYTES = 16 * 1024 * 1024;
/** Serials or addresses one validation request may check. */
export const BULK_VALIDATION_PAGE_SIZE = 500;

/** One row of the bulk registration command (docs/spec.md §3): the installer command's fields. */
export const bulkRegistrationRowSchema = z.object({
  serialNumber: serialNumberSchema,
  productModel: installerCommandSchema.shape.productModel,
  installationDate: installationDaySchema,
  installerCompany: installerCommandSchema.shape.installerCompany,
  installationAddress: installationAddressSchema.pick({
    street: true,
    houseNumber: true,
    locality: true,
    postalCode: true,
    country: true,
    addressSource: true,
  }),
});
export type BulkRegistrationRow = z.infer<typeof bulkRegistrationRowSchema>;

/** The bulk registration command (docs/spec.md §3); rows are validated one by one on the server. */
export const bulkRegistrationCommandSchema = z.object({
  callerName: personNameSchema,
  confirmationEmail: emailSchema,
  countryCode: countryCodeSchema,
  productRegistrations: z.array(z.unknown()).min(1).max(BULK_MAX_ROWS),
});

/** Why a row of a batch was refused; `field` is the bulk error kind of docs/spec.md §4. */
export const bulkRowErrorSchema = z.object({
  row: z.number().int(),
  serialNumber: z.string().nullable(),
  field: z.enum(['serialNumber', 'installationDate', 'address', 'row']),
  code: z.string(),
});
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

export const bulkRegistrationResultSchema = z.object({
  batchId: z.string(),
  registered: z.number().int(),
  /** Rows the caller's company had registered already: skipped, as a repeat changes nothing. */
  alreadyRegistered: z.number().int(),
});

/** Batch serial look-up: one request for a page of rows, never one per cell. */
export const serialLookupRequestSchema = z.object({
  serialNumbers: z.array(z.string().max(SERIAL_MAX_LENGTH)).min(1).max(BULK_VALIDATION_PAGE_SIZE),
  language: z.string().regex(/^[A-Za-z]{2}$/),
  country: z.string().regex(/^[A-Za-z]{2}$/),
});
export const serialLookupResponseSchema = z.object({
  /**
   * Product name per known serial; unknown serials are absent. `registered`: already
   * registered by an installer, the caller's own company (`ours`) or another (`taken`).
   */
  products: z.record(
    z.string(),
    z.object({
      name: z.string(),
      deviceType: z.string(),
      registered: z.enum(['ours', 'taken']).nullable(),
    }),
  ),
});

/** Batch address check: each 'street number, zip city' string → usable or not. */
export const addressCheckRequestSchema = z.object({
  addresses: z
    .array(plainText().min(1).max(ADDRESS_QUERY_MAX_LENGTH))
    .min(1)
    .max(BULK_VALIDATION_PAGE_SIZE),
  language: z.string().regex(/^[A-Za-z]{2}$/),
});
export const addressCheckResponseSchema = z.object({
  results: z.record(z.string(), z.enum(['valid', 'invalid', 'unavailable'])),
});
