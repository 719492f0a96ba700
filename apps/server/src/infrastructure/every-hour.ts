import type { FastifyInstance } from 'fastify';

const HOUR_MS = 60 * 60_000;

/** Runs a clean-up every hour until the server closes; a failed run waits for the next one. */
export function everyHour(app: FastifyInstance, task: () => Promise<unknown>): void {
  const timer = setInterval(() => void task().catch(() => undefined), HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
