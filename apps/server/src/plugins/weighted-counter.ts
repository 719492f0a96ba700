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
}

// One round trip: add, start the window on the first unit, and say what is left of it.
const ADD_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

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
  };
}
