import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * Two replicas over one Redis share the look-up budget. Runs when TEST_REDIS_URL is set
 * (CI sets it, like TEST_DATABASE_URL); vitest.config.ts leaves the file out otherwise.
 */
describe('rate limits shared between replicas through Redis', () => {
  let first: TestApp;
  let second: TestApp;
  const env = {
    REDIS_URL: redisUrl ?? 'redis://127.0.0.1:6379',
    LOOKUP_RATE_LIMIT_PER_MINUTE: '3',
    TRUST_PROXY: 'true',
  };
  beforeAll(async () => {
    [first, second] = await Promise.all([
      createTestApp('pglite', env),
      createTestApp('pglite', env),
    ]);
  });
  afterAll(async () => Promise.all([first.close(), second.close()]));

  it('counts requests to either replica against one budget per client', async () => {
    // A client address of its own, so earlier runs against the same Redis do not count.
    const client = {
      'x-forwarded-for': `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`,
    };
    const lookup = (app: TestApp) =>
      app.app.inject({ url: '/api/devices/908765401/FR/fr', headers: client });
    const statuses = [
      (await lookup(first)).statusCode,
      (await lookup(second)).statusCode,
      (await lookup(first)).statusCode,
      (await lookup(second)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
