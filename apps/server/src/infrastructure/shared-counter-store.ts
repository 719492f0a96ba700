import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The Redis that replicas share their rate-limit counters through. A request never waits for
 * it: while it is down, commands fail at once (no offline queue, one short try) and the rate
 * limits let requests through; the log says when it goes and when it is back.
 */
export async function sharedCounterStore(app: FastifyInstance, url: string): Promise<Redis> {
  // Loaded only when configured: the client costs a start without Redis 80 ms.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    app.log.warn(
      { err: error },
      'Redis is unavailable: rate limits let requests through until it is back',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    app.log.info('Redis is back: rate limits are shared again');
  });
  return redis;
}
