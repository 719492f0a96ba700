import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, gtinProblem, normalizeGtin } from './gtin';

describe('GTIN', () => {
  it('computes the check digit of each length (GS1 General Specifications examples)', () => {
    expect(gtinCheckDigit('0950600013435')).toBe(2);
    expect(gtinCheckDigit('950600013435')).toBe(2);
    expect(gtinCheckDigit('9638507')).toBe(4);
    expect(gtinCheckDigit('03600029145')).toBe(2);
  });

  it('normalises GTIN-8, -12, -13 and -14 to 14 digits', () => {
    expect(normalizeGtin('96385074')).toBe('00000096385074');
    expect(normalizeGtin('036000291452')).toBe('00036000291452');
    expect(normalizeGtin('9506000134352')).toBe('09506000134352');
    expect(normalizeGtin('09506000134352')).toBe('09506000134352');
  });

  it('refuses a wrong check digit, a wrong length and other characters, saying why', () => {
    expect(normalizeGtin('09506000134353')).toBeNull();
    expect(gtinProblem('09506000134353')).toBe(
      'wrong check digit 3: 09506000134353 would end in 2',
    );
    expect(gtinProblem('036000291452')).toBeNull();
    expect(gtinProblem('123456789')).toBe('a GTIN has 8, 12, 13 or 14 digits, not 9');
    expect(gtinProblem('095060001343521')).toBe('a GTIN has 8, 12, 13 or 14 digits, not 15');
    expect(gtinProblem('9506000l34352')).toBe('a GTIN has digits only');
    expect(gtinProblem('')).toBe('a GTIN has digits only');
  });
});
