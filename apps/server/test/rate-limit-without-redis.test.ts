import { describe, expect, it } from 'vitest';
import { csrfHeaders, useTestApp } from './test-app';
import { installerClaims, mintAccessToken } from './tokens';

describe('rate limits while Redis is down', () => {
  // Nothing listens on port 9: the shared counter store is gone.
  const t = useTestApp(
    'pglite',
    { REDIS_URL: 'redis://127.0.0.1:9', LOG_LEVEL: 'warn' },
    { logStream: { write: (line) => lines.push(line) } },
  );
  const lines: string[] = [];

  it('lets requests through at once (fail open) and says so in the log', async () => {
    const started = Date.now();
    const res = await t.app.inject('/api/devices/908765401/FR/fr');
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(lines.some((line) => line.includes('Redis is unavailable'))).toBe(true);
  });

  it('lets address checks through too, however many addresses they count', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/places/check?country=FR',
      headers: {
        ...csrfHeaders(),
        authorization: `Bearer ${await mintAccessToken(t.app, { claims: installerClaims })}`,
      },
      payload: { addresses: ['10 Rue de Rivoli, 75001 Paris'], language: 'fr' },
    });
    expect(res.statusCode).toBe(200);
  });
});
