import { ADDRESS_SOURCE } from '@pr/contracts';
import type { Place } from '../form-state/place';
import type { ManualAddress } from './manual-address-schema';

/**
 * A typed address as a place, so the rest of the flow reads one shape (docs/spec.md §3). The
 * extra line and the state stay in the form data beside the place.
 */
export function manualPlace(address: ManualAddress, countryName: string): Place {
  const part = (types: string[], text: string, short = text) => ({
    types,
    longText: text,
    shortText: short,
  });
  const street = `${address.streetName} ${address.streetNumber}`;
  return {
    displayName: street,
    formattedAddress: `${street}, ${address.postalCode} ${address.city}, ${countryName}`,
    location: null,
    isManualEntry: true,
    addressSource: ADDRESS_SOURCE.manual,
    addressComponents: [
      part(['route'], address.streetName),
      part(['street_number'], address.streetNumber),
      part(['postal_code'], address.postalCode),
      part(['locality'], address.city),
      part(['country'], countryName, address.country),
    ],
  };
}
