import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Database } from '../../db/client';
import { loadOrCreateSecret } from '../../db/secrets';
import { newKey } from '../console/page-cursors';

/**
 * The network of a client address: its /24 for IPv4 (an IPv4-mapped IPv6 address counts as
 * IPv4), its /48 for IPv6; null for anything else.
 */
export function networkOf(address: string): string | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const v4 = mapped?.[1] ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(address)) return null;
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? [];
  const left = head === '' ? [] : head.split(':');
  const right = address.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  // An embedded IPv4 tail counts as two groups; none of them reaches the first three.
  const groups = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  const prefix = groups.slice(0, 3).map((group) => parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/48`;
}

/** Hashes networks with a key of the database's: the network itself is never stored. */
export type NetworkHasher = (address: string) => string | null;

export function networkHasher(key: string): NetworkHasher {
  return (address) => {
    const network = networkOf(address);
    return network === null
      ? null
      : createHmac('sha256', key).update(network).digest('base64url').slice(0, 32);
  };
}

/** A hasher with a key every replica shares (created on first use). */
export async function loadNetworkHasher(db: Database): Promise<NetworkHasher> {
  return networkHasher(await loadOrCreateSecret(db, 'network-hash-key', newKey));
}
