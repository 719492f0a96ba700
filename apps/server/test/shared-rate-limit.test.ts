import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession, startAuthorization } from './oidc-client';
import { createTestApp, csrfHeaders, type TestApp } from './test-app';
import { installerClaims, mintAccessToken } from './tokens';

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
    ADDRESS_CHECKS_PER_HOUR: '5',
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

  it('counts the addresses checked through either replica against one budget per account', async () => {
    // An account of its own, so earlier runs against the same Redis do not count.
    const subject = `checker-${randomInt(1_000_000_000)}`;
    const check = async (app: TestApp, addresses: string[]) =>
      app.app.inject({
        method: 'POST',
        url: '/api/places/check?country=FR',
        headers: {
          ...csrfHeaders(),
          authorization: `Bearer ${await mintAccessToken(app.app, { claims: installerClaims, subject })}`,
        },
        payload: { addresses, language: 'fr' },
      });
    expect(
      (await check(first, ['1 a 75001 Paris', '2 a 75001 Paris', '3 a 75001 Paris'])).statusCode,
    ).toBe(200);
    expect((await check(second, ['4 a 75001 Paris', '5 a 75001 Paris'])).statusCode).toBe(200);
    expect((await check(first, ['6 a 75001 Paris'])).statusCode).toBe(429);
  });

  it('makes an address wait after five failures on one account, through either replica', async () => {
    // A client address of its own, so earlier runs against the same Redis do not count.
    const client = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`;
    const attempt = async (app: TestApp, password: string) => {
      const session = new BrowserSession(app.app, client);
      const { interactionPath } = await startAuthorization(session);
      return session.post(`${interactionPath}/login?lang=fr`, {
        email: 'owner@example.com',
        password,
      });
    };
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await attempt(i % 2 === 0 ? first : second, `Wrong-${i}-pass`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const waiting = await attempt(second, 'Owner-2024!');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.body).toMatch(/Réessayez dans \d+\s+secondes/);
    // Another network signs in through the other replica meanwhile.
    const elsewhere = new BrowserSession(first.app, `10.${randomInt(255)}.0.1`);
    const { interactionPath } = await startAuthorization(elsewhere);
    const right = await elsewhere.post(`${interactionPath}/login`, {
      email: 'owner@example.com',
      password: 'Owner-2024!',
    });
    expect(right.statusCode).toBeLessThan(400);
  });
});
