import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_BODY_MAX_BYTES } from '../src/infrastructure/anonymous-body-limit';
import { csrfHeaders, useTestApp } from './test-app';
import { mintAccessToken, ownerClaims } from './tokens';

const MB = 1024 * 1024;

/** A JSON body of `size` bytes made as it is read, counting what the server pulled. */
function countedBody(size: number): { stream: Readable; pulled: () => number } {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const stream = new Readable({
    read() {
      if (sent === 0) {
        sent += 1;
        this.push('{"files":"');
        return;
      }
      if (sent >= size) {
        this.push('"}');
        this.push(null);
        return;
      }
      sent += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

describe('who may send a large body is settled before it is read', () => {
  const t = useTestApp('pglite', { CONSOLE_RATE_LIMIT_PER_MINUTE: '3' });

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    size: number,
    headers: Record<string, string> = {},
  ) => {
    const body = countedBody(size);
    return t.app
      .inject({
        method,
        url,
        headers: { ...csrfHeaders(), 'content-type': 'application/json', ...headers },
        payload: body.stream,
      })
      .then((res) => ({ res, pulled: body.pulled() }));
  };

  it('refuses an anonymous 60 MB catalog upload without reading it', async () => {
    const { res, pulled } = await send('POST', '/api/console/catalog/import', 60 * MB, {
      'content-length': String(60 * MB),
    });
    expect(res.statusCode).toBe(401);
    expect(pulled).toBeLessThan(MB);
  });

  it('refuses a customer’s catalog upload and an anonymous batch without reading them', async () => {
    const customer = await mintAccessToken(t.app, { subject: 'customer', claims: ownerClaims });
    const upload = await send('POST', '/api/console/catalog/import', 20 * MB, {
      authorization: `Bearer ${customer}`,
    });
    expect(upload.res.statusCode).toBe(403);
    expect(upload.pulled).toBeLessThan(MB);
    const batch = await send('PUT', '/api/devices/batch', 15 * MB);
    expect(batch.res.statusCode).toBe(401);
    expect(batch.pulled).toBeLessThan(MB);
  });

  it('reads no more of an anonymous body than a public route takes, with or without a length', async () => {
    const declared = await send('PUT', '/api/908765401', 4 * MB, {
      'content-length': String(4 * MB),
    });
    expect(declared.res.statusCode).toBe(413);
    expect(declared.res.json()).toMatchObject({ code: 'payload_too_large' });
    expect(declared.pulled).toBeLessThan(MB);
    const chunked = await send('PUT', '/api/908765401', 4 * MB, {
      'transfer-encoding': 'chunked',
    });
    expect(chunked.res.statusCode).toBe(413);
    expect(chunked.pulled).toBeLessThan(ANONYMOUS_BODY_MAX_BYTES + MB);
  });

  it('closes the connection after refusing a body it did not read, rather than drain it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status?: number; connection?: string }>((resolve) => {
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/console/catalog/import',
        headers: {
          ...csrfHeaders(),
          'content-type': 'application/json',
          'content-length': String(60 * MB),
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve({ status: res.statusCode, connection: res.headers.connection });
        req.destroy();
      });
      req.on('error', () => undefined);
      req.write('{"files":');
    });
    expect(answer).toEqual({ status: 401, connection: 'close' });
  });

  it('refuses an anonymous webhook endpoint without reading its body, as every console route', async () => {
    const { res, pulled } = await send('POST', '/api/console/webhooks/endpoints', 20 * MB, {
      'content-length': String(20 * MB),
    });
    expect(res.statusCode).toBe(401);
    expect(pulled).toBeLessThan(MB);
  });

  it('limits console requests per staff account, wherever they come from', async () => {
    const staff = async (subject: string) => ({
      authorization: `Bearer ${await mintAccessToken(t.app, {
        subject,
        claims: { email: `${subject}@example.com`, roles: ['registration-admin'] },
      })}`,
    });
    const first = await staff('staff-one');
    const statuses = [];
    for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4']) {
      const res = await t.app.inject({
        url: '/api/console/overview',
        headers: first,
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // The webhook routes are the console's too.
    const webhooks = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({ url: '/api/console/webhooks/endpoints', headers: first });
      webhooks.push(res.statusCode);
    }
    expect(webhooks).toEqual([200, 200, 200, 429]);
    const other = await t.app.inject({
      url: '/api/console/overview',
      headers: await staff('staff-two'),
      remoteAddress: '192.0.2.4',
    });
    expect(other.statusCode).toBe(200);
  });
});
