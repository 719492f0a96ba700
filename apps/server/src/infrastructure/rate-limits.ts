import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from './error-handler';
import { sharedCounterStore } from './shared-counter-store';
import {
  memoryWeightedCounter,
  redisWeightedCounter,
  type WeightedCounter,
} from './weighted-counter';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts shared by every replica through Redis (REDIS_URL), or kept by this process. */
    weightedCounter: WeightedCounter;
  }
}

/**
 * Per-route rate limits (`config.rateLimit`, `app.createRateLimit`) and the weighted counter
 * of the sign-in throttle and the address checks, shared through Redis when it is configured.
 */
export const rateLimits = fp(
  async (app) => {
    const { redisUrl } = app.config;
    const redis = redisUrl ? await sharedCounterStore(app, redisUrl) : undefined;
    if (redis) app.addHook('onClose', async () => redis.disconnect());
    app.decorate('weightedCounter', redis ? redisWeightedCounter(redis) : memoryWeightedCounter());
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'pr-rate-limit:' } : {}),
      // Without Redis the limits let requests through rather than refuse every customer.
      skipOnError: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          'rate_limited',
          `Too many requests; retry in ${Math.ceil(context.ttl / 1000)} s.`,
        ),
    });
  },
  { name: 'rate-limits', decorators: { fastify: ['config'] } },
);
