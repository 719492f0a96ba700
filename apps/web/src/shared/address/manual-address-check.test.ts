import type { Place } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { checkManualAddress } from './manual-address-check';

const place = (postalCode: string, city: string, cityType = 'locality'): Place => ({
  displayName: city,
  formattedAddress: `${postalCode} ${city}`,
  location: null,
  addressComponents: [
    { types: ['postal_code'], longText: postalCode, shortText: postalCode },
    { types: [cityType], longText: city, shortText: city },
  ],
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
