import type { Place } from '../shared/form-state/place';

/** The demo address Rue de Rivoli 10 (docs/architecture.md §8) as the address search answers it. */
export function testRivoli(overrides: Partial<Place> = {}): Place {
  return {
    displayName: 'Rue de Rivoli 10',
    formattedAddress: 'Rue de Rivoli 10, 75001 Paris, France',
    location: { lat: 48.86, lng: 2.34 },
    addressComponents: [
      { types: ['street_number'], longText: '10', shortText: '10' },
      { types: ['route'], longText: 'Rue de Rivoli', shortText: 'Rue de Rivoli' },
      { types: ['locality'], longText: 'Paris', shortText: 'Paris' },
      { types: ['postal_code'], longText: '75001', shortText: '75001' },
      { types: ['country'], longText: 'France', shortText: 'FR' },
    ],
    ...overrides,
  };
}
