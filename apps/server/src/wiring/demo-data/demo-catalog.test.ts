import { LANGUAGE_CODES, normalizeGtin } from '@pr/contracts';
import { describe, expect, it } from 'vitest';
import { demoCatalog } from './demo-catalog';

const texts = [
  ...demoCatalog.products.flatMap((product) => [
    [`${product.model} name`, product.name] as const,
    ...(product.color ? [[`${product.model} colour`, product.color] as const] : []),
  ]),
  ...demoCatalog.incentives.map((incentive) => [incentive.key, incentive.description] as const),
];

describe('demo catalog', () => {
  it.each(texts)('has %s in the twenty languages', (_, text) => {
    expect(Object.keys(text).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const value of Object.values(text)) expect(value.trim()).not.toBe('');
  });

  it('gives every product its own valid GTIN, stored as 14 digits', () => {
    const gtins = demoCatalog.products.map((product) => product.gtin ?? '');
    for (const gtin of gtins) expect(normalizeGtin(gtin)).toBe(gtin);
    expect(new Set(gtins).size).toBe(gtins.length);
  });
});
