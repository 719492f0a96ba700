import { ADDRESS_LIMITS, isPlausiblePostalCode, MESSAGE, plainText } from '@pr/contracts';
import { z } from '@pr/contracts/zod';

const required = (max: number) =>
  plainText().min(1, { error: MESSAGE.required }).max(max, { error: MESSAGE.maxLength });

const optional = (max: number) => plainText().max(max, { error: MESSAGE.maxLength });

/**
 * The manual address form with the limits of docs/spec.md §5; the postal code in the chosen
 * country's format (issue 19), said before the address is looked up.
 */
export const manualAddressSchema = z
  .object({
    streetName: required(ADDRESS_LIMITS.streetName),
    streetNumber: required(ADDRESS_LIMITS.streetNumber),
    additionalAddressLine1: optional(ADDRESS_LIMITS.additionalAddressLine1),
    postalCode: required(ADDRESS_LIMITS.postalCode),
    city: required(ADDRESS_LIMITS.city),
    stateOrProvince: optional(ADDRESS_LIMITS.stateOrProvince),
    country: z.string().regex(/^[A-Z]{2}$/, { error: MESSAGE.required }),
  })
  .superRefine(({ postalCode, country }, ctx) => {
    if (postalCode.trim() !== '' && !isPlausiblePostalCode(country, postalCode)) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: 'postalCodeFormat' });
    }
  });

export type ManualAddress = z.infer<typeof manualAddressSchema>;
export type ManualAddressField = keyof ManualAddress;
