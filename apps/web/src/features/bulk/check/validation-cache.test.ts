import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createValidationCache } from './validation-cache';
import { stubFetch } from '../../../test/stub-fetch';

let lookups: string[][];
let failNext: boolean;

beforeEach(() => {
  lookups = [];
  failNext = false;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  stubFetch((_url: string, init?: RequestInit) => {
    const { serialNumbers = [] } = JSON.parse(
      typeof init?.body === 'string' ? init.body : '{}',
    ) as { serialNumbers?: string[] };
    lookups.push(serialNumbers);
    if (failNext) {
      failNext = false;
      return Promise.resolve(new Response('', { status: 503 }));
    }
    const products = Object.fromEntries(
      serialNumbers
        .filter((serial) => serial.endsWith('1'))
        .map((serial) => [serial, { name: `Product ${serial}`, deviceType: 'RAD' }]),
    );
    return Promise.resolve(Response.json({ products }));
  });
});

const serials = (count: number) => Array.from({ length: count }, (_, i) => String(100000000 + i));

describe('createValidationCache', () => {
  it('asks in pages of at most 500, each serial once', async () => {
    const cache = createValidationCache('fr-FR');
    expect(await cache.lookUpSerials([...serials(1200), ...serials(10)])).toBe(true);
    expect(lookups.map((page) => page.length)).toEqual([500, 500, 200]);
    expect(cache.nameOf('100000001')).toBe('Product 100000001');
    expect(cache.nameOf('100000002')).toBeNull();
    expect(cache.nameOf('200000000')).toBeUndefined();

    await cache.lookUpSerials(['100000001', '100000002']);
    expect(lookups).toHaveLength(3);
  });

  it('shares a request in flight and forgets a failed one', async () => {
    const cache = createValidationCache('fr-FR');
    failNext = true;
    const [first, second] = await Promise.all([
      cache.lookUpSerials(['100000011']),
      cache.lookUpSerials(['100000011']),
    ]);
    expect([first, second]).toEqual([false, false]);
    expect(lookups).toEqual([['100000011']]);
    expect(cache.nameOf('100000011')).toBeUndefined();

    expect(await cache.lookUpSerials(['100000011'])).toBe(true);
    expect(cache.nameOf('100000011')).toBe('Product 100000011');
  });

  it('keeps address answers, but not an unavailable search', async () => {
    const asked: string[][] = [];
    stubFetch((_url: string, init?: RequestInit) => {
      const { addresses = [] } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        addresses?: string[];
      };
      asked.push(addresses);
      return Promise.resolve(
        Response.json({
          results: { 'A 1, 75001 Paris': 'valid', 'B 2, 75001 Paris': 'unavailable' },
        }),
      );
    });
    const cache = createValidationCache('fr-FR');
    expect(await cache.checkAddresses(['A 1, 75001 Paris', 'B 2, 75001 Paris'])).toBe(false);
    expect(cache.isValidAddress('A 1, 75001 Paris')).toBe(true);
    expect(cache.isValidAddress('B 2, 75001 Paris')).toBeUndefined();
    await cache.checkAddresses(['A 1, 75001 Paris', 'B 2, 75001 Paris']);
    expect(asked).toEqual([['A 1, 75001 Paris', 'B 2, 75001 Paris'], ['B 2, 75001 Paris']]);
  });
});
