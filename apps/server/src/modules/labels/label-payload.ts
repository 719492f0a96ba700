import { digitalLinkPath, ROUTES } from '@pr/contracts';
import type { LabelQrCode } from '@pr/contracts/labels';

/** GS1's longest serial (AI 21): a longer one of ours has no Digital Link. */
export const GS1_SERIAL_MAX_LENGTH = 20;

/**
 * What the QR codes of a sheet hold: the configured kind, except that a GS1 Digital Link
 * needs the product's GTIN and serials GS1 can carry. Then the whole sheet has our deep link,
 * which opens the same registration: a sheet never mixes the two.
 */
export function sheetQrCode(
  configured: LabelQrCode,
  gtin: string | null,
  serials: readonly string[],
): LabelQrCode {
  if (configured === 'deep-link' || gtin === null) return 'deep-link';
  return serials.every((serial) => serial.length <= GS1_SERIAL_MAX_LENGTH)
    ? 'gs1-digital-link'
    : 'deep-link';
}

/**
 * The address a label's QR code holds. Our deep link (`/products/{serial}`, docs/spec.md §1)
 * has no locale: the registration opens in the reader's. The GS1 Digital Link is on our own
 * resolver (`/01/{gtin}/21/{serial}`), which sends it to the same registration.
 */
export function labelPayload(
  qrCode: LabelQrCode,
  publicBaseUrl: string,
  gtin: string | null,
  serial: string,
): string {
  if (qrCode === 'gs1-digital-link' && gtin !== null) {
    return `${publicBaseUrl}${digitalLinkPath({ gtin, cpv: null, lot: null, serial })}`;
  }
  return `${publicBaseUrl}/${ROUTES.productEntry.replace(':serialNumber', serial)}`;
}
