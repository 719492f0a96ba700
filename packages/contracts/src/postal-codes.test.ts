import { describe, expect, it } from 'vitest';
import { isPlausiblePostalCode, withLostLeadingZeros } from './postal-codes';

describe('plausible postal codes', () => {
  it('takes a French code only with a département’s number first', () => {
    for (const code of ['01000', '20000', '75001', '95000', '97400', '98000']) {
      expect(isPlausiblePostalCode('FR', code), code).toBe(true);
    }
    for (const code of ['00100', '96000', '99999', '7500', '750011']) {
      expect(isPlausiblePostalCode('fr', code), code).toBe(false);
    }
  });
});

describe('postal codes that lost their leading zero', () => {
  it('puts back the zero a spreadsheet dropped', () => {
    expect(withLostLeadingZeros('1000', 'FR')).toBe('01000');
    expect(withLostLeadingZeros(' 1067 ', 'DE')).toBe('01067');
    expect(withLostLeadingZeros('150', 'NO')).toBe('0150');
    expect(withLostLeadingZeros('10011', 'RO')).toBe('010011');
    // Italy has codes with two zeros (00118 Rome).
    expect(withLostLeadingZeros('118', 'IT')).toBe('00118');
  });

  it('leaves complete codes, other formats and other countries alone', () => {
    expect(withLostLeadingZeros('75001', 'FR')).toBeNull();
    expect(withLostLeadingZeros('01000', 'FR')).toBeNull();
    expect(withLostLeadingZeros('100', 'FR')).toBeNull();
    expect(withLostLeadingZeros('750O1', 'FR')).toBeNull();
    expect(withLostLeadingZeros('1010', 'AT')).toBeNull();
    expect(withLostLeadingZeros('', 'FR')).toBeNull();
  });
});
