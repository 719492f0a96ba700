import { isIPv6 } from 'node:net';
import { normalizeEmail } from '@pr/contracts';
import type { WeightedCounter } from '../../infrastructure/weighted-counter';

/** Failures of one account from one client address that cost no wait. */
export const FREE_FAILURES = 4;
/** The wait after the first failure beyond the free ones; each further failure doubles it. */
export const FIRST_WAIT_MS = 30_000;
/** The longest wait, however many failures. */
export const MAX_WAIT_MS = 15 * 60_000;
/** How long failures are remembered, counted from the first one (a success forgets them). */
export const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

/** The wait that `failures` failures in a row earn: none, then 30 s, 1 min, 2 min … 15 min. */
export function waitAfter(failures: number): number {
  const beyond = failures - FREE_FAILURES;
  if (beyond <= 0) return 0;
  return Math.min(FIRST_WAIT_MS * 2 ** Math.min(beyond - 1, 20), MAX_WAIT_MS);
}

/**
 * The client address as a throttle counts it: an IPv6 client gets a whole /64 from its
 * provider, so it counts as one address rather than 2^64 fresh ones.
 */
export function clientKey(ip: string): string {
  if (!isIPv6(ip) || ip.includes('.')) return ip;
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Sign-in failures per account and client address, with growing waits (OWASP ASVS 2.2.1):
 * a stranger's failures from elsewhere never make the owner wait, and successes cost
 * nothing. The counts live in the shared counter, so every replica sees them; while that
 * store is unreachable, sign-ins go through unthrottled as the rate limits do.
 */
export class SignInThrottle {
  constructor(private readonly counter: WeightedCounter) {}

  private keys(email: string, ip: string) {
    const who = `${normalizeEmail(email)}|${clientKey(ip)}`;
    return { failures: `sign-in-failures:${who}`, wait: `sign-in-wait:${who}` };
  }

  /** How many ms this address must still wait before it may try this account again; 0 if none. */
  async waitMs(email: string, ip: string): Promise<number> {
    const wait = await this.counter.peek(this.keys(email, ip).wait);
    return wait && wait.count > 0 ? wait.ttlMs : 0;
  }

  /** Counts a failure; the wait it earns, in ms (0 while failures are still free). */
  async failed(email: string, ip: string): Promise<number> {
    const keys = this.keys(email, ip);
    const failures = await this.counter.add(keys.failures, 1, FAILURE_MEMORY_MS);
    if (!failures) return 0;
    const waitMs = waitAfter(failures.count);
    if (waitMs === 0) return 0;
    // A wait already running (failures arriving together) keeps its end.
    const wait = await this.counter.add(keys.wait, 1, waitMs);
    return wait?.ttlMs ?? 0;
  }

  /** The right password from this address: its failures are forgotten. */
  async succeeded(email: string, ip: string): Promise<void> {
    const keys = this.keys(email, ip);
    await Promise.all([this.counter.clear(keys.failures), this.counter.clear(keys.wait)]);
  }
}
