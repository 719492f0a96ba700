import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses no webhook may reach unless WEBHOOK_ALLOW_PRIVATE_TARGETS: our own network. Two
 * lists: a BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too.
 */
const privateV4 = new BlockList();
const privateV6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  // Documentation (RFC 5737): nobody's receiver, so whatever answers there is not one.
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  privateV4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-compatible (::a.b.c.d, deprecated), which holds :: and ::1 too.
  ['::', 96],
  // IPv4 inside IPv6 (mapped, NAT64 well-known and local, 6to4, Teredo): each could name
  // any IPv4 address above, and a relay or gateway of ours would carry it there.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['2002::', 16],
  ['2001::', 32],
  ['100::', 64],
  // Benchmarking and documentation (RFC 5180, 3849, 9637).
  ['2001:2::', 48],
  ['2001:db8::', 32],
  ['3fff::', 20],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  privateV6.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return family === 4 ? privateV4.check(address, 'ipv4') : privateV6.check(address, 'ipv6');
}

/** Why a target was refused: said to staff when they add it, and in the delivery's attempt. */
export class TargetRefused extends Error {}

export interface ResolvedTarget {
  url: URL;
  /** The address checked, and the one connected to: DNS cannot change it in between. */
  address: string;
  family: 4 | 6;
}

/**
 * Resolves a webhook URL's host and refuses it when any of its addresses is private,
 * loopback or link-local (server-side request forgery), unless `allowPrivate`.
 */
export async function resolveTarget(url: string, allowPrivate: boolean): Promise<ResolvedTarget> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new TargetRefused('Only http:// and https:// URLs can receive webhooks.');
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: { address: string; family: number }[];
  if (isIP(host) !== 0) {
    addresses = [{ address: host, family: isIP(host) }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new TargetRefused(`The host ${host} could not be resolved.`);
    }
  }
  const refused = addresses.find(({ address }) => isPrivateAddress(address));
  if (refused && !allowPrivate) {
    throw new TargetRefused(
      `${host} resolves to ${refused.address}, a private, loopback or link-local address.`,
    );
  }
  const [first] = addresses;
  if (!first) throw new TargetRefused(`The host ${host} has no address.`);
  return { url: parsed, address: first.address, family: first.family === 6 ? 6 : 4 };
}
