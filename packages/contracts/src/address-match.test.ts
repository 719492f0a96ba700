import { describe, expect, it } from 'vitest';
import type { Place } from './address';
import {
  bulkAddressMatches,
  bulkAddressText,
  cityMatches,
  postalCodesMatch,
} from './address-match';

const place = (postalCode: string, city: string, cityType = 'locality'): Place => ({
  displayName: city,
  formattedAddress: `${postalCode} ${city}`,
  location: null,
  addressComponents: [
    { types: ['postal_code'], longText: postalCode, shortText: postalCode },
    { types: [cityType], longText: city, shortText: city },
  ],
});

describe('postalCodesMatch', () => {
  it('ignores spaces, hyphens and case and matches a part either way', () => {
    expect(postalCodesMatch('SW1A 1AA', 'sw1a1aa')).toBe(true);
    expect(postalCodesMatch('1234-567', '1234567')).toBe(true);
    expect(postalCodesMatch('75001', '750')).toBe(true);
    expect(postalCodesMatch('750', '75001')).toBe(true);
    expect(postalCodesMatch('75001', '69001')).toBe(false);
    expect(postalCodesMatch('', '69001')).toBe(false);
  });
});

describe('cityMatches', () => {
  it('finds the city in a locality or a postal town, ignoring case', () => {
    expect(cityMatches('paris', place('75001', 'Paris'))).toBe(true);
    expect(cityMatches('London', place('SW1A 1AA', 'LONDON', 'postal_town'))).toBe(true);
    expect(cityMatches('Lyon', place('69001', 'Lyon 1er Arrondissement'))).toBe(true);
    expect(cityMatches('Lyon', place('75001', 'Paris'))).toBe(false);
    expect(cityMatches('Paris', place('75001', 'Paris', 'country'))).toBe(false);
  });
});

/** A complete place as a search finds it: street, number, postal code and city. */
const street = (route: string, postalCode: string, city: string, cityType = 'locality'): Place => {
  const found = place(postalCode, city, cityType);
  return {
    ...found,
    addressComponents: [
      { types: ['street_number'], longText: '12', shortText: '12' },
      { types: ['route'], longText: route, shortText: route },
      ...found.addressComponents,
    ],
  };
};

describe('bulkAddressMatches', () => {
  const rivoli = street('Rue de Rivoli', '75001', 'Paris');
  const text = (zip: string, city: string) =>
    bulkAddressText({ street: 'Rue de Rivoli', streetNumber: '12', zip, city });

  it('accepts the place at the row’s postal code and in its city, ignoring spaces, hyphens and case', () => {
    expect(bulkAddressMatches(rivoli, text('75001', 'Paris'))).toBe(true);
    expect(bulkAddressMatches(rivoli, text('75 001', 'PARIS'))).toBe(true);
    const london = street('Downing Street', 'SW1A 2AA', 'London', 'postal_town');
    expect(
      bulkAddressMatches(
        london,
        bulkAddressText({
          street: 'Downing Street',
          streetNumber: '10',
          zip: 'SW1A 2AA',
          city: 'London',
        }),
      ),
    ).toBe(true);
    const saint = street('Rue Michelet', '42000', 'Saint-Étienne');
    expect(
      bulkAddressMatches(
        saint,
        bulkAddressText({
          street: 'Rue Michelet',
          streetNumber: '3',
          zip: '42000',
          city: 'Saint Étienne',
        }),
      ),
    ).toBe(true);
  });

  it('refuses a place found for another postal code or city, as the single flow does', () => {
    // The search finds the street in Paris for a postal code that does not exist...
    expect(bulkAddressMatches(rivoli, text('99999', 'Paris'))).toBe(false);
    // ...and for Lyon's postal code.
    expect(bulkAddressMatches(rivoli, text('69001', 'Paris'))).toBe(false);
    expect(bulkAddressMatches(rivoli, text('75001', 'Lyon'))).toBe(false);
    expect(bulkAddressMatches(rivoli, text('75001', ''))).toBe(false);
  });

  it('refuses a place without a street, postal code or city (docs/spec.md §5)', () => {
    expect(bulkAddressMatches(place('75001', 'Paris'), text('75001', 'Paris'))).toBe(false);
  });
});
