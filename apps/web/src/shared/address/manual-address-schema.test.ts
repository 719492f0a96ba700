import { describe, expect, it } from 'vitest';
import { manualAddressSchema } from './manual-address-schema';

const address = (postalCode: string, country: string) => ({
  streetName: 'Rue',
  streetNumber: '1',
  additionalAddressLine1: '',
  postalCode,
  city: 'Ville',
  stateOrProvince: '',
  country,
});

const postalCodeError = (postalCode: string, country: string) =>
  manualAddressSchema
    .safeParse(address(postalCode, country))
    .error?.issues.find((issue) => issue.path[0] === 'postalCode')?.message;

describe('the manual address’s postal code', () => {
  it("takes a code in the chosen country's format, as people type it", () => {
    for (const [code, country] of [
      ['75001', 'FR'],
      ['00-590', 'PL'],
      ['00590', 'PL'],
      ['1100-053', 'PT'],
      ['110 00', 'CZ'],
      ['1017 GB', 'NL'],
      ['SW1A 1AA', 'GB'],
      ['LV-1010', 'LV'],
      ['12345', 'XX'],
    ]) {
      expect(postalCodeError(code ?? '', country ?? ''), `${country} ${code}`).toBeUndefined();
    }
  });

  it("refuses one that cannot be the country's", () => {
    expect(postalCodeError('7500', 'FR')).toBe('postalCodeFormat');
    expect(postalCodeError('75001', 'CH')).toBe('postalCodeFormat');
    expect(postalCodeError('1100', 'PT')).toBe('postalCodeFormat');
    // An empty code is "required", not a format error.
    expect(postalCodeError('', 'FR')).toBe('required');
  });
});
