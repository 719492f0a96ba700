import type { FastifyBaseLogger } from 'fastify';

/** A poll timer, injectable: tests drive a worker themselves. */
export interface Timers {
  setInterval(callback: () => void, ms: number): { unref?: () => void };
  clearInterval(timer: ReturnType<Timers['setInterval']>): void;
}

export const systemTimers: Timers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (timer) => clearInterval(timer as ReturnType<typeof setInterval>),
};

export interface PollingWorker {
  /** Works through what is due now instead of waiting for the next poll. */
  kick(): void;
  /** Resolves once everything that was due has been tried. */
  drain(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs `work` every `intervalMs` and on demand, never twice at once in this process (the
 * outboxes' leases keep replicas apart). `work` checks `stopped()` between items: a stopping
 * worker starts nothing new, so a long queue never holds a shutdown up.
 */
export function startPolling(
  work: (stopped: () => boolean) => Promise<void>,
  options: { intervalMs: number; log: FastifyBaseLogger; name: string; timers?: Timers },
): PollingWorker {
  const timers = options.timers ?? systemTimers;
  let running: Promise<void> | undefined;
  let stopped = false;
  function run(): Promise<void> {
    running ??= work(() => stopped)
      .catch((error: unknown) => options.log.error({ err: error }, `${options.name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  }
  const timer = timers.setInterval(() => void run(), options.intervalMs);
  timer.unref?.();
  return {
    kick: () => {
      if (!stopped) void run();
    },
    drain: async () => {
      await running;
      await run();
    },
    stop: async () => {
      stopped = true;
      timers.clearInterval(timer);
      await running;
    },
  };
}
