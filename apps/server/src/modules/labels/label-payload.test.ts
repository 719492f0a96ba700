import { describe, expect, it } from 'vitest';
import { readDigitalLinkPath } from '@pr/contracts';
import { labelPayload, sheetQrCode } from './label-payload';

const BASE = 'https://register.calora.example';
const GTIN = '04012345100013';

describe('what a label’s QR code holds', () => {
  it('is our deep link, or the GS1 Digital Link on our resolver', () => {
    expect(labelPayload('deep-link', BASE, GTIN, '100000001')).toBe(`${BASE}/products/100000001`);
    expect(labelPayload('gs1-digital-link', BASE, GTIN, '100000001')).toBe(
      `${BASE}/01/${GTIN}/21/100000001`,
    );
  });

  it('is a Digital Link the resolver reads back to the product and serial', () => {
    const url = new URL(labelPayload('gs1-digital-link', BASE, GTIN, '908765401'));
    expect(readDigitalLinkPath(url.pathname)).toEqual({
      ok: true,
      key: { gtin: GTIN, cpv: null, lot: null, serial: '908765401' },
    });
  });

  it('falls back to the deep link for the whole sheet when GS1 cannot carry it', () => {
    expect(sheetQrCode('deep-link', GTIN, ['100000001'])).toBe('deep-link');
    expect(sheetQrCode('gs1-digital-link', GTIN, ['100000001'])).toBe('gs1-digital-link');
    // No GTIN: no Digital Link.
    expect(sheetQrCode('gs1-digital-link', null, ['100000001'])).toBe('deep-link');
    // AI 21 holds at most 20 characters; one longer serial turns the whole sheet.
    expect(sheetQrCode('gs1-digital-link', GTIN, ['1'.repeat(20)])).toBe('gs1-digital-link');
    expect(sheetQrCode('gs1-digital-link', GTIN, ['100000001', '1'.repeat(21)])).toBe('deep-link');
    expect(labelPayload('gs1-digital-link', BASE, null, '123')).toBe(`${BASE}/products/123`);
  });
});
