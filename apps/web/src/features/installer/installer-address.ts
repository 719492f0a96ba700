import type { AddressValue } from '../../shared/address/address-entry';
import { installationAddressOf } from '../../shared/address/installation-address-of';
import type { InstallerData } from '../../shared/form-state/installer-store';

type DerivedFields = Pick<
  InstallerData,
  'street' | 'houseNumber' | 'city' | 'zip' | 'country' | 'freeForm'
>;

const NO_ADDRESS: DerivedFields = {
  street: '',
  houseNumber: '',
  city: '',
  zip: '',
  country: '',
  freeForm: '',
};

/**
 * The installer form data's own address fields (docs/spec.md §3: street, houseNumber, city, zip,
 * country, freeForm), derived from the chosen place whenever it changes, so the stored
 * form data always describes the address that will be sent.
 */
export function installerAddressFields(value: AddressValue): DerivedFields {
  if (value.address === null) return NO_ADDRESS;
  const derived = installationAddressOf(value.address, value);
  return {
    street: derived.street,
    houseNumber: derived.houseNumber,
    city: derived.locality,
    zip: derived.postalCode,
    country: derived.country,
    freeForm: derived.freeForm,
  };
}
