/** Time as the webhook worker sees it: tests move it on instead of waiting days. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
