import type { Place } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { checkManualAddress, cityMatches, postalCodesMatch } from './manual-address-check';

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

describe('checkManualAddress', () => {
  it('tells the three outcomes of docs/spec.md §5', () => {
    expect(checkManualAddress({ postalCode: '75001', city: 'Paris' }, [])).toBe(
      'unverifiedCombination',
    );
    expect(
      checkManualAddress({ postalCode: '75001', city: 'Lyon' }, [place('75001', 'Paris')]),
    ).toBe('postalCodeCityMismatch');
    expect(
      checkManualAddress({ postalCode: '75 001', city: 'PARIS' }, [
        place('69001', 'Lyon'),
        place('75001', 'Paris'),
      ]),
    ).toBe('ok');
  });
});
