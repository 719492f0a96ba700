import type { ProductInformation } from '@pr/contracts';
import { describe, expect, it, vi } from 'vitest';
import { LookupCache, lookupEtag } from './lookup-cache';

const radiator = (name: string): ProductInformation => ({
  name,
  googleMapsApiKey: '',
  imageUrl: null,
  productUrl: null,
  color: null,
  deviceType: 'RAD',
  incentives: [],
});

describe('LookupCache', () => {
  it('loads an answer once and gives it with its entity tag from then on', async () => {
    const cache = new LookupCache(10);
    const load = vi.fn(async () => radiator('Aura'));
    const first = await cache.get('1/FR/fr', load);
    const second = await cache.get('1/FR/fr', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(second).toBe(first);
    expect(first?.json).toBe(JSON.stringify(radiator('Aura')));
    expect(first?.etag).toBe(lookupEtag(JSON.stringify(radiator('Aura'))));
  });

  it('does not keep an unknown serial', async () => {
    const cache = new LookupCache(10);
    const load = vi.fn(async () => undefined);
    expect(await cache.get('2/FR/fr', load)).toBeUndefined();
    await cache.get('2/FR/fr', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used answer go when full', async () => {
    const cache = new LookupCache(2);
    await cache.get('a', async () => radiator('A'));
    await cache.get('b', async () => radiator('B'));
    await cache.get('a', async () => radiator('A again'));
    await cache.get('c', async () => radiator('C'));
    expect(cache.size).toBe(2);
    // 'a' was used after 'b': 'b' went.
    expect((await cache.get('a', async () => radiator('not asked')))?.information.name).toBe('A');
    expect((await cache.get('b', async () => radiator('B again')))?.information.name).toBe(
      'B again',
    );
  });

  it('keeps no answer whose query began before the cache was cleared', async () => {
    const cache = new LookupCache(10);
    let finish: (value: ProductInformation) => void = () => undefined;
    const pending = cache.get('1/FR/fr', () => new Promise((resolve) => (finish = resolve)));
    cache.clear();
    finish(radiator('before the import'));
    expect((await pending)?.information.name).toBe('before the import');
    expect((await cache.get('1/FR/fr', async () => radiator('after')))?.information.name).toBe(
      'after',
    );
  });

  it('keeps nothing when its capacity is 0', async () => {
    const cache = new LookupCache(0);
    await cache.get('1/FR/fr', async () => radiator('Aura'));
    expect(cache.size).toBe(0);
  });
});
