import type { Redis } from 'ioredis';

/** A count of work units (not requests) per key and window, shared through Redis when set. */
export interface WeightedCounter {
  /**
   * Adds `amount` to the key's count in its current window: the new count and the ms until
   * the window ends. Null when the shared store is unreachable (the caller lets work through).
   */
  add(
    key: string,
    amount: number,
    windowMs: number,
  ): Promise<{ count: number; ttlMs: number } | null>;
  /** The key's count and the ms left of its window, without adding; null as for `add`. */
  peek(key: string): Promise<{ count: number; ttlMs: number } | null>;
  /** Forgets the key's count (a success clearing its failures); an outage is ignored. */
  clear(key: string): Promise<void>;
}

// One round trip: add, start the window on the first unit, and say what is left of it.
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

const PEEK_SCRIPT = `return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]) }`;

export function redisWeightedCounter(redis: Redis): WeightedCounter {
  return {
    async add(key, amount, windowMs) {
      try {
        const [count, ttlMs] = (await redis.eval(
          ADD_SCRIPT,
          1,
          `pr-weighted:${key}`,
          amount,
          windowMs,
        )) as [number, number];
        return { count, ttlMs: Math.max(ttlMs, 0) };
      } catch {
        // The store logs its outages once (shared-counter-store.ts); work goes on meanwhile.
        return null;
      }
    },
    async peek(key) {
      try {
        const [count, ttlMs] = (await redis.eval(PEEK_SCRIPT, 1, `pr-weighted:${key}`)) as [
          number,
          number,
        ];
        return { count, ttlMs: Math.max(ttlMs, 0) };
      } catch {
        return null;
      }
    },
    async clear(key) {
      try {
        await redis.del(`pr-weighted:${key}`);
      } catch {
        // Left to expire with its window.
      }
    },
  };
}

/** This process's own counts: for one replica without Redis, like the rate limits. */
export function memoryWeightedCounter(now: () => number = Date.now): WeightedCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return {
    async add(key, amount, windowMs) {
      const at = now();
      for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
      const window = windows.get(key) ?? { count: 0, endsAt: at + windowMs };
      window.count += amount;
      windows.set(key, window);
      return { count: window.count, ttlMs: window.endsAt - at };
    },
    async peek(key) {
      const at = now();
      const window = windows.get(key);
      if (!window || window.endsAt <= at) return { count: 0, ttlMs: 0 };
      return { count: window.count, ttlMs: window.endsAt - at };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}
