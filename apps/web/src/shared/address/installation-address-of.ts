import {
  ADDRESS_SOURCE,
  addressComponentText,
  type AddressSource,
  type InstallationAddress,
} from '@pr/contracts';
import type { Place } from '../form-state/place';

/** What the registration command needs of an address, derived as docs/spec.md §3 says. */
export interface DerivedAddress {
  street: string;
  houseNumber: string;
  locality: string;
  postalCode: string;
  country: string;
  additionalAddressLine1: string;
  stateOrProvince: string;
  addressSource: AddressSource;
  freeForm: string;
}

/** The form data around an address: lines the user typed and where it came from. */
export interface StoredAddressFields {
  additionalAddressLine1: string;
  stateOrProvince: string;
  addressSource: AddressSource | null;
}

/**
 * The address source (docs/spec.md §3): ManualEntry for a manual place that names no source,
 * otherwise the place's or the stored source, the maps service by default.
 */
export function addressSourceOf(place: Place, stored: AddressSource | null): AddressSource {
  if (place.isManualEntry === true && place.addressSource === undefined) {
    return ADDRESS_SOURCE.manual;
  }
  return place.addressSource ?? stored ?? ADDRESS_SOURCE.maps;
}

/** Street, number, city, postal code, country and the extra lines of a chosen place (docs/spec.md §3). */
export function installationAddressOf(place: Place, stored: StoredAddressFields): DerivedAddress {
  return {
    street: addressComponentText(place, 'route'),
    houseNumber: addressComponentText(place, 'street_number'),
    locality: addressComponentText(place, 'locality') || addressComponentText(place, 'postal_town'),
    postalCode: addressComponentText(place, 'postal_code'),
    country: addressComponentText(place, 'country', 'shortText'),
    additionalAddressLine1:
      addressComponentText(place, 'subpremise') || stored.additionalAddressLine1,
    stateOrProvince:
      addressComponentText(place, 'administrative_area_level_1') || stored.stateOrProvince,
    addressSource: addressSourceOf(place, stored.addressSource),
    freeForm: place.formattedAddress,
  };
}

/** The `installationAddress` of both registration commands (docs/spec.md §3). */
export function commandAddressOf(place: Place, stored: StoredAddressFields): InstallationAddress {
  const address = installationAddressOf(place, stored);
  return {
    street: address.street,
    houseNumber: address.houseNumber,
    locality: address.locality,
    postalCode: address.postalCode,
    country: address.country,
    // The command says "no extra line" with null, not an empty string.
    additionalAddressLine1: address.additionalAddressLine1 || null,
    stateOrProvince: address.stateOrProvince || null,
    addressSource: address.addressSource,
  };
}
