import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createValidationCache, forgetValidationAnswers } from './validation-cache';
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
        .map((serial) => [
          serial,
          { name: `Product ${serial}`, deviceType: 'RAD', registered: null },
        ]),
    );
    return Promise.resolve(Response.json({ products }));
  });
});

const serials = (count: number) => Array.from({ length: count }, (_, i) => String(100000000 + i));

describe('createValidationCache', () => {
  it('asks in pages of at most 500, each serial once', async () => {
    const cache = createValidationCache(new QueryClient(), 'fr-FR');
    expect(await cache.lookUpSerials([...serials(1200), ...serials(10)])).toBe(true);
    expect(lookups.map((page) => page.length)).toEqual([500, 500, 200]);
    expect(cache.knownNames().get('100000001')).toBe('Product 100000001');
    expect(cache.knownNames().get('100000002')).toBeNull();
    expect(cache.knownNames().get('200000000')).toBeUndefined();

    await cache.lookUpSerials(['100000001', '100000002']);
    expect(lookups).toHaveLength(3);
  });

  it('shares a request in flight and forgets a failed one', async () => {
    const cache = createValidationCache(new QueryClient(), 'fr-FR');
    failNext = true;
    const [first, second] = await Promise.all([
      cache.lookUpSerials(['100000011']),
      cache.lookUpSerials(['100000011']),
    ]);
    expect([first, second]).toEqual([false, false]);
    expect(lookups).toEqual([['100000011']]);
    expect(cache.knownNames().get('100000011')).toBeUndefined();

    expect(await cache.lookUpSerials(['100000011'])).toBe(true);
    expect(cache.knownNames().get('100000011')).toBe('Product 100000011');
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
    const cache = createValidationCache(new QueryClient(), 'fr-FR');
    expect(await cache.checkAddresses(['A 1, 75001 Paris', 'B 2, 75001 Paris'])).toBe(false);
    expect(cache.knownAddresses().get('A 1, 75001 Paris')).toBe(true);
    expect(cache.knownAddresses().get('B 2, 75001 Paris')).toBeUndefined();
    await cache.checkAddresses(['A 1, 75001 Paris', 'B 2, 75001 Paris']);
    expect(asked).toEqual([['A 1, 75001 Paris', 'B 2, 75001 Paris'], ['B 2, 75001 Paris']]);
  });

  it('joins a page on its way for a serial it holds, even asked alone', async () => {
    const cache = createValidationCache(new QueryClient(), 'fr-FR');
    const [page, alone] = await Promise.all([
      cache.lookUpSerials(['100000001', '100000002']),
      cache.lookUpSerials(['100000002']),
    ]);
    expect([page, alone]).toEqual([true, true]);
    expect(lookups).toEqual([['100000001', '100000002']]);
  });

  it('asks again for a page whose every answer was an unavailable search', async () => {
    const asked: string[][] = [];
    stubFetch((_url: string, init?: RequestInit) => {
      const { addresses = [] } = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
        addresses?: string[];
      };
      asked.push(addresses);
      const result = asked.length === 1 ? 'unavailable' : 'invalid';
      return Promise.resolve(
        Response.json({ results: Object.fromEntries(addresses.map((a) => [a, result])) }),
      );
    });
    const cache = createValidationCache(new QueryClient(), 'fr-FR');
    expect(await cache.checkAddresses(['A 1, 75001 Paris'])).toBe(false);
    expect(await cache.checkAddresses(['A 1, 75001 Paris'])).toBe(true);
    expect(cache.knownAddresses().get('A 1, 75001 Paris')).toBe(false);
    expect(asked).toEqual([['A 1, 75001 Paris'], ['A 1, 75001 Paris']]);
  });

  it("keeps the answers in the app's query cache, per locale, until they are forgotten", async () => {
    const client = new QueryClient();
    await createValidationCache(client, 'fr-FR').lookUpSerials(['100000001', '100000002']);
    expect(lookups).toEqual([['100000001', '100000002']]);

    // Another check on the same client (step 3 mounted again) reads them from there.
    const again = createValidationCache(client, 'fr-FR');
    expect(again.knownNames().get('100000001')).toBe('Product 100000001');
    expect(await again.lookUpSerials(['100000002'])).toBe(true);
    expect(lookups).toHaveLength(1);
    // Product names are translated: another locale asks for itself.
    expect(createValidationCache(client, 'de-DE').knownNames().get('100000001')).toBeUndefined();

    forgetValidationAnswers(client);
    expect(again.knownNames().get('100000001')).toBeUndefined();
    expect(await again.lookUpSerials(['100000001'])).toBe(true);
    expect(lookups).toEqual([['100000001', '100000002'], ['100000001']]);
  });
});
