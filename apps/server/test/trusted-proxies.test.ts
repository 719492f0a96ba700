import { describe, expect, it } from 'vitest';
import { csrfHeaders, useTestApp } from './test-app';

const report = { kind: 'error', message: 'Boom' };

describe('behind one trusted load balancer (TRUST_PROXY=1)', () => {
  const t = useTestApp('pglite', { TRUST_PROXY: '1' });

  it("keeps the balancer's request id, but not one that could forge a log line", async () => {
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a');
    const forged = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'x" level=error msg="forged' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('counts a client by the address the balancer saw, whatever it wrote itself', async () => {
    // The client writes a new address each time; the balancer appends the one it saw.
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/telemetry',
        payload: report,
        headers: { ...csrfHeaders(), 'x-forwarded-for': `198.51.100.${i}, 203.0.113.5` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 204)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});

describe('behind listed proxies (TRUST_PROXY=10.0.0.0/8)', () => {
  const t = useTestApp('pglite', { TRUST_PROXY: '10.0.0.0/8' });

  it('takes a request id from a listed proxy only', async () => {
    const viaProxy = await t.app.inject({
      url: '/api/health',
      remoteAddress: '10.1.2.3',
      headers: { 'x-request-id': 'lb-1' },
    });
    expect(viaProxy.headers['x-request-id']).toBe('lb-1');
    const direct = await t.app.inject({
      url: '/api/health',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'lb-1' },
    });
    expect(direct.headers['x-request-id']).not.toBe('lb-1');
  });
});
