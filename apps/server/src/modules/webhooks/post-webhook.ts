import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedTarget } from './webhook-target';

/** What staff see of an answer: its first kilobyte. */
export const RESPONSE_EXCERPT_BYTES = 1024;

export interface WebhookAnswer {
  /** Undefined when no answer came (timeout, refused connection). */
  statusCode: number | undefined;
  durationMs: number;
  /** The answer's first kilobyte, or why there was none. */
  response: string;
}

/** Connects to the address that was checked, whatever DNS says by now. */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/**
 * POSTs one delivery and reads at most a kilobyte of the answer. Follows no redirect (a 3xx
 * is a failed attempt like any other non-2xx) and gives up after `timeoutMs`.
 */
export function postWebhook(
  target: ResolvedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<WebhookAnswer> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(target.url, {
      method: 'POST',
      headers: {
        ...headers,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'user-agent': 'product-registration-webhooks/1',
      },
      lookup: pinnedLookup(target),
      signal: AbortSignal.timeout(timeoutMs),
    });
    request.on('error', (error) =>
      resolve({
        statusCode: undefined,
        durationMs: elapsed(),
        response:
          error.name === 'AbortError' || error.name === 'TimeoutError'
            ? `No answer within ${timeoutMs / 1000} s.`
            : `No answer: ${error.message}`.slice(0, RESPONSE_EXCERPT_BYTES),
      }),
    );
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let length = 0;
      const done = () =>
        resolve({
          statusCode: response.statusCode,
          durationMs: elapsed(),
          response: Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'),
        });
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk);
        length += chunk.length;
        // Enough read: the rest is not ours to wait for (nor its connection worth keeping).
        if (length >= RESPONSE_EXCERPT_BYTES) {
          done();
          response.destroy();
        }
      });
      // An answer read to its end leaves its connection to the agent's keep-alive pool, so
      // the next delivery to that receiver needs no new TCP (and TLS) handshake.
      response.on('end', done);
      response.on('error', done);
    });
    request.end(body);
  });
}
