import { describe, expect, it } from 'vitest';
import { memoryWeightedCounter } from '../../infrastructure/weighted-counter';
import { clientKey, SignInThrottle, waitAfter } from './sign-in-throttle';

describe('the sign-in throttle', () => {
  it('lets four failures go free, then waits 30 s, doubling up to 15 minutes', () => {
    expect([0, 1, 4, 5, 6, 7, 9, 10, 50].map(waitAfter)).toEqual([
      0, 0, 0, 30_000, 60_000, 120_000, 480_000, 900_000, 900_000,
    ]);
  });

  it('counts an account per client address: strangers elsewhere never make the owner wait', async () => {
    let now = 0;
    const throttle = new SignInThrottle(memoryWeightedCounter(() => now));
    for (let i = 0; i < 5; i++) await throttle.failed('Owner@Example.com ', '198.51.100.7');
    expect(await throttle.waitMs('owner@example.com', '198.51.100.7')).toBe(30_000);
    expect(await throttle.waitMs('owner@example.com', '192.0.2.1')).toBe(0);
    now += 30_000;
    expect(await throttle.waitMs('owner@example.com', '198.51.100.7')).toBe(0);
    // The next failure waits twice as long.
    expect(await throttle.failed('owner@example.com', '198.51.100.7')).toBe(60_000);
  });

  it('counts failures arriving together, each one', async () => {
    const throttle = new SignInThrottle(memoryWeightedCounter());
    await Promise.all(
      Array.from({ length: 8 }, () => throttle.failed('race@example.com', '198.51.100.9')),
    );
    // Eight failures at once earn one wait, the one the fifth started.
    expect(await throttle.waitMs('race@example.com', '198.51.100.9')).toBeGreaterThan(0);
  });

  it('forgets an address’s failures at its success', async () => {
    const throttle = new SignInThrottle(memoryWeightedCounter());
    for (let i = 0; i < 4; i++) await throttle.failed('owner@example.com', '198.51.100.7');
    await throttle.succeeded('owner@example.com', '198.51.100.7');
    expect(await throttle.failed('owner@example.com', '198.51.100.7')).toBe(0);
  });

  it('counts an IPv6 client by its /64, however it spells its address', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('::ffff:198.51.100.7');
  });
});
