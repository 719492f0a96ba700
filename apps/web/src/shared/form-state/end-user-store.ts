import type { ProductInformation, RegistrationResult } from '@pr/contracts';
import type { AddressSource, Place } from './place';
import { createSessionFormStore } from './session-store';

/** End-user form data (docs/spec.md §3), kept in session storage under `endUserData`. */
export interface EndUserData {
  serialNumber: string;
  firstName: string;
  lastName: string;
  email: string;
  /** An optional contact for safety notices only (step 4); empty when not given. */
  safetyEmail: string;
  productInformation: ProductInformation | null;
  address: Place | null;
  additionalAddressLine1: string;
  stateOrProvince: string;
  addressSource: AddressSource | null;
  /** What the server answered to the submission: the thank-you page says what happened. */
  registrationStatus: RegistrationResult['status'] | null;
  /** The short reference the server gave it, for the thank-you page. */
  reference: string | null;
}

export const END_USER_STORAGE_KEY = 'endUserData';

export const emptyEndUserData = (): EndUserData => ({
  serialNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  safetyEmail: '',
  productInformation: null,
  address: null,
  additionalAddressLine1: '',
  stateOrProvince: '',
  addressSource: null,
  registrationStatus: null,
  reference: null,
});

export const useEndUserStore = createSessionFormStore(END_USER_STORAGE_KEY, emptyEndUserData);
