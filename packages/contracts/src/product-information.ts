import { z } from './zod';
import { RECIPIENT_TYPE, type RecipientTypeId } from './product-kinds';
import { SERIAL_MAX_LENGTH, SERIAL_MIN_LENGTH, SERIAL_NUMBER_PATTERN } from './serial-number-rules';

export const recipientTypeIdSchema = z.union([
  z.literal(RECIPIENT_TYPE.endCustomer),
  z.literal(RECIPIENT_TYPE.installer),
]);

export const incentiveSchema = z.object({
  recipientType: z.object({ id: recipientTypeIdSchema }),
  descriptions: z.array(z.object({ description: z.string() })),
  /**
   * Days after the installation within which the device must be registered to earn it
   * (absent or null: no deadline); the server does not grant it later.
   */
  registrationWindowDays: z.number().int().positive().nullish(),
});
export type Incentive = z.infer<typeof incentiveSchema>;

/** Answer of `GET /api/devices/{serial}/{country}/{language}` (docs/spec.md §7). */
export const productInformationSchema = z.object({
  name: z.string(),
  googleMapsApiKey: z.string(),
  imageUrl: z.string().nullable(),
  productUrl: z.string().nullable(),
  color: z.string().nullable(),
  deviceType: z.string(),
  incentives: z.array(incentiveSchema),
});
export type ProductInformation = z.infer<typeof productInformationSchema>;

export function incentivesFor(
  incentives: readonly Incentive[],
  recipientType: RecipientTypeId,
): Incentive[] {
  return incentives.filter((incentive) => incentive.recipientType.id === recipientType);
}

export const productSummarySchema = z.object({
  model: z.string(),
  name: z.string(),
  deviceType: z.string(),
  imageUrl: z.string().nullable(),
  productUrl: z.string().nullable(),
  /** GTIN-14 of the product's GS1 codes: the scanner tells our GS1 codes from others' by it. */
  gtin: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** Answer of `GET /api/products`. */
export const productsResponseSchema = z.object({ products: z.array(productSummarySchema) });
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/** Path parameters of the device look-up; country and language come from the locale. */
export const deviceLookupParamsSchema = z.object({
  serialNumber: z.string().regex(SERIAL_NUMBER_PATTERN, {
    error: `The serial number must be ${SERIAL_MIN_LENGTH} to ${SERIAL_MAX_LENGTH} digits.`,
  }),
  country: z.string().regex(/^[A-Za-z]{2}$/, { error: 'The country must be a 2-letter code.' }),
  language: z.string().regex(/^[A-Za-z]{2}$/, { error: 'The language must be a 2-letter code.' }),
});
