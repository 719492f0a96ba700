import { describe, expect, it } from 'vitest';
import { serialFromCode } from './serial-from-code';

describe('the serial a scanned code holds', () => {
  it('is the serial of our deep link, with or without its code', () => {
    expect(serialFromCode('https://register.calora.example/fr-FR/products/908765401')).toBe(
      '908765401',
    );
    expect(serialFromCode('https://register.calora.example/products/908765401/A1B2?x=1')).toBe(
      '908765401',
    );
  });

  it('is a bare serial as it is printed', () => {
    expect(serialFromCode(' 908765401\n')).toBe('908765401');
  });

  it('is none for another maker’s code or a link without a serial of ours', () => {
    expect(serialFromCode('https://example.com/manual.pdf')).toBeNull();
    expect(serialFromCode('https://register.calora.example/products/not-a-serial')).toBeNull();
    expect(serialFromCode('WIFI:S:home;T:WPA;P:secret;;')).toBeNull();
  });
});
