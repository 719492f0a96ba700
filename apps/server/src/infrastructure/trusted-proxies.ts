import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which proxies in front of the server may speak for the client (`TRUST_PROXY`): none, the
 * nearest `hops`, or the listed addresses and ranges. Trusting every hop would let a client
 * write its own address into `X-Forwarded-For`, and with it its rate-limit key.
 */
export type TrustedProxies = { hops: number } | { addresses: string[] };

/** Whether the peer `hop` steps away (0: the socket's) may speak for the client. */
export type TrustFunction = (address: string, hop: number) => boolean;

/** The trust function for Fastify's `trustProxy` and for request ids. */
export function trustFunction(trusted: TrustedProxies): TrustFunction {
  if ('addresses' in trusted) return proxyAddr.compile(trusted.addresses);
  return (_address, hop) => hop < trusted.hops;
}

/** Whether any proxy is trusted, for libraries that only take yes or no. */
export function trustsAnyProxy(trusted: TrustedProxies): boolean {
  return 'addresses' in trusted ? trusted.addresses.length > 0 : trusted.hops > 0;
}

/** A request id a proxy may pass on: short, and nothing a log line could be forged with. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * Request ids: the one a trusted proxy sent in `X-Request-Id` (so one id follows a request
 * through the load balancer and here), else a new one. A client's own header is not taken.
 */
export function requestIdGenerator(trusted: TrustedProxies): (request: IncomingMessage) => string {
  const fromTrustedPeer = trustFunction(trusted);
  return (request) => {
    const header = request.headers['x-request-id'];
    const peer = request.socket.remoteAddress;
    return typeof header === 'string' &&
      REQUEST_ID.test(header) &&
      peer !== undefined &&
      fromTrustedPeer(peer, 0)
      ? header
      : randomUUID();
  };
}

/** Checks a `TRUST_PROXY` list; throws with the entry that is no address or range. */
export function checkProxyAddresses(addresses: string[]): void {
  proxyAddr.compile(addresses);
}
