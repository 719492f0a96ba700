import { describe, expect, it } from 'vitest';
import type { Place } from '../form-state/place';
import { addressSourceOf, installationAddressOf } from './installation-address-of';

const rivoli: Place = {
  displayName: 'Rue de Rivoli 10',
  formattedAddress: 'Rue de Rivoli 10, 75001 Paris, France',
  location: { lat: 48.86, lng: 2.34 },
  addressComponents: [
    { types: ['street_number'], longText: '10', shortText: '10' },
    { types: ['route'], longText: 'Rue de Rivoli', shortText: 'Rue de Rivoli' },
    { types: ['locality', 'political'], longText: 'Paris', shortText: 'Paris' },
    { types: ['postal_code'], longText: '75001', shortText: '75001' },
    { types: ['country', 'political'], longText: 'France', shortText: 'FR' },
  ],
};
const noExtras = { additionalAddressLine1: '', stateOrProvince: '', addressSource: null };

describe('installationAddressOf', () => {
  it('derives the command fields from the components', () => {
    expect(installationAddressOf(rivoli, noExtras)).toEqual({
      street: 'Rue de Rivoli',
      houseNumber: '10',
      locality: 'Paris',
      postalCode: '75001',
      country: 'FR',
      additionalAddressLine1: '',
      stateOrProvince: '',
      addressSource: 'GoogleMaps',
      freeForm: 'Rue de Rivoli 10, 75001 Paris, France',
    });
  });

  it('falls back to postal_town and to the stored extra lines', () => {
    const london: Place = {
      ...rivoli,
      addressComponents: [
        { types: ['postal_town'], longText: 'London', shortText: 'London' },
        { types: ['administrative_area_level_1'], longText: 'England', shortText: 'ENG' },
      ],
    };
    const derived = installationAddressOf(london, {
      additionalAddressLine1: 'Flat 2',
      stateOrProvince: 'Greater London',
      addressSource: null,
    });
    expect(derived.locality).toBe('London');
    expect(derived.additionalAddressLine1).toBe('Flat 2');
    expect(derived.stateOrProvince).toBe('England');
  });

  it('prefers the subpremise to the stored additional line', () => {
    const withFlat: Place = {
      ...rivoli,
      addressComponents: [
        ...rivoli.addressComponents,
        { types: ['subpremise'], longText: 'Apt 4', shortText: 'Apt 4' },
      ],
    };
    expect(
      installationAddressOf(withFlat, { ...noExtras, additionalAddressLine1: 'x' }),
    ).toMatchObject({ additionalAddressLine1: 'Apt 4' });
  });
});

describe('addressSourceOf', () => {
  it('is ManualEntry for a manual place without a source', () => {
    expect(addressSourceOf({ ...rivoli, isManualEntry: true }, null)).toBe('ManualEntry');
  });

  it('keeps the place source, then the stored one, then the maps service', () => {
    expect(addressSourceOf({ ...rivoli, addressSource: 'ManualEntry' }, 'GoogleMaps')).toBe(
      'ManualEntry',
    );
    expect(addressSourceOf(rivoli, 'ManualEntry')).toBe('ManualEntry');
    expect(addressSourceOf(rivoli, null)).toBe('GoogleMaps');
  });
});
