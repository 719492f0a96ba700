/** One component of an address, as the maps service returns it (docs/spec.md §3). */
export interface AddressComponent {
  types: string[];
  longText: string;
  shortText: string;
}

/** Where an address came from: the maps service by default, or typed by hand. */
export type AddressSource = 'GoogleMaps' | 'ManualEntry';

/** A place-like address chosen in the address entry (docs/spec.md §3). */
export interface Place {
  displayName: string;
  formattedAddress: string;
  addressComponents: AddressComponent[];
  location: { lat: number; lng: number } | null;
  addressSource?: AddressSource;
  isManualEntry?: boolean;
}
