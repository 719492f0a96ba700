import { describe, expect, it } from 'vitest';
import { networkHasher, networkOf } from './network-hash';

describe('networkOf', () => {
  it.each([
    ['203.0.113.7', '203.0.113.0/24'],
    ['::ffff:203.0.113.200', '203.0.113.0/24'],
    ['2001:db8:1:2::1', '2001:db8:1::/48'],
    ['2001:0db8:0001:ffff:0:0:0:1', '2001:db8:1::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
  ])('puts %s in %s', (address, network) => {
    expect(networkOf(address)).toBe(network);
  });

  it('has no network for what is not an address', () => {
    expect(networkOf('localhost')).toBeNull();
    expect(networkOf('')).toBeNull();
  });
});

describe('networkHasher', () => {
  it('gives one network one hash, another network another, and never the address', () => {
    const hash = networkHasher('key-1');
    expect(hash('203.0.113.7')).toBe(hash('203.0.113.9'));
    expect(hash('203.0.113.7')).not.toBe(hash('203.0.114.7'));
    expect(hash('203.0.113.7')).not.toContain('203');
    expect(networkHasher('key-2')('203.0.113.7')).not.toBe(hash('203.0.113.7'));
    expect(hash('not an address')).toBeNull();
  });
});
