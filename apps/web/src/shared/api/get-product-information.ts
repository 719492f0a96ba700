import { productInformationSchema, splitLocale, type ProductInformation } from '@pr/contracts';
import { apiRequest } from './api-client';

/**
 * Looks a serial number up in the catalog, in the language and country of `locale`
 * (docs/spec.md §7). Public: the end-user look-up is read without a token, but the client sends
 * one when present and the server ignores it.
 */
export function getProductInformation(
  serialNumber: string,
  locale: string,
  signal?: AbortSignal,
): Promise<ProductInformation> {
  const { language, country } = splitLocale(locale);
  const path = ['devices', serialNumber, country, language].map(encodeURIComponent).join('/');
  return apiRequest({
    path: `/${path}`,
    parse: (body) => productInformationSchema.parse(body),
    signal,
  });
}
