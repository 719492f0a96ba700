import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../forms/field-errors';
import { manualAddressSchema } from './manual-address-schema';
import { manualPlace } from './manual-place';

const valid = {
  streetName: 'Rue Sainte-Catherine',
  streetNumber: '5',
  additionalAddressLine1: '',
  postalCode: '33000',
  city: 'Bordeaux',
  stateOrProvince: '',
  country: 'FR',
};

describe('manualAddressSchema', () => {
  it('needs street, number, postal code, city and country within their limits', () => {
    const parsed = manualAddressSchema.safeParse({
      ...valid,
      streetName: '',
      streetNumber: '1'.repeat(21),
      additionalAddressLine1: 'x'.repeat(51),
      country: '',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsOf(parsed.error)).toEqual({
      streetName: { key: 'required' },
      streetNumber: { key: 'maxLength', limit: 20 },
      additionalAddressLine1: { key: 'maxLength', limit: 50 },
      country: { key: 'required' },
    });
  });

  it('turns a valid address into a complete manual place', () => {
    const place = manualPlace(manualAddressSchema.parse(valid), 'France');
    expect(place).toMatchObject({
      formattedAddress: 'Rue Sainte-Catherine 5, 33000 Bordeaux, France',
      isManualEntry: true,
      addressSource: 'ManualEntry',
      location: null,
    });
    expect(place.addressComponents).toContainEqual({
      types: ['country'],
      longText: 'France',
      shortText: 'FR',
    });
  });
});
