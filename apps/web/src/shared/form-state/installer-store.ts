import type { ProductInformation } from '@pr/contracts';
import type { AddressSource, Place } from './place';
import { createSessionFormStore } from './session-store';

/** Installer form data (docs/spec.md §3), kept in session storage under `installerData`. */
export interface InstallerData {
  serialNumber: string;
  /** Day-month-year text as entered. */
  installationDate: string;
  street: string;
  houseNumber: string;
  city: string;
  zip: string;
  country: string;
  productInformation: ProductInformation | null;
  address: Place | null;
  freeForm: string;
  additionalAddressLine1: string;
  stateOrProvince: string;
  addressSource: AddressSource | null;
  /** The short reference the server gave the registration sent, for the thank-you page. */
  reference: string | null;
}

export const INSTALLER_STORAGE_KEY = 'installerData';

export const emptyInstallerData = (): InstallerData => ({
  serialNumber: '',
  installationDate: '',
  street: '',
  houseNumber: '',
  city: '',
  zip: '',
  country: '',
  productInformation: null,
  address: null,
  freeForm: '',
  additionalAddressLine1: '',
  stateOrProvince: '',
  addressSource: null,
  reference: null,
});

export const useInstallerStore = createSessionFormStore(INSTALLER_STORAGE_KEY, emptyInstallerData);
