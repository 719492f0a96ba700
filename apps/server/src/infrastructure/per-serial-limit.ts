import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './error-handler';

/**
 * A preHandler hook that limits requests about one serial number (the route's
 * `:serialNumber`) per hour, whoever sends them: many addresses at one serial (a squatter,
 * or someone pestering its owner) meet a limit no new address lifts. A preHandler, so it
 * counts valid requests only: ten empty bodies must not lock a serial for its owner.
 * Shared between replicas like every limit; beyond it, 429 with Retry-After and
 * "`tooMany`; retry in N s.".
 */
export function perSerialLimit(
  app: FastifyInstance,
  options: { name: string; perHour: number; tooMany: string },
) {
  const limit = app.createRateLimit({
    max: options.perHour,
    timeWindow: 60 * 60_000,
    keyGenerator: (request) =>
      `${options.name}:${(request.params as { serialNumber?: string }).serialNumber ?? ''}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const answer = await limit(request);
    if (answer.isAllowed || !answer.isExceeded) return;
    void reply.header('retry-after', String(answer.ttlInSeconds));
    throw new HttpError(
      429,
      'rate_limited',
      `${options.tooMany}; retry in ${answer.ttlInSeconds} s.`,
    );
  };
}
