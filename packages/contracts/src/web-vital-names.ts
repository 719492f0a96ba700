// Without zod: the browser's reporter, part of every page's first JavaScript, needs the
// names but not the schemas.

/** The Core Web Vitals the browser measures on real visits (the `web-vitals` library). */
export const WEB_VITAL_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/**
 * Where a metric stops being "good" and starts being "poor" (web.dev's thresholds, at the
 * 75th percentile): LCP and INP in milliseconds, CLS unitless.
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

/** Days of samples the console's p75 covers (as the Chrome UX Report does); older ones go. */
export const WEB_VITALS_DAYS = 28;

/** Whether a metric of the `web-vitals` library is one we keep. */
export function isWebVitalName(name: string): name is WebVitalName {
  return (WEB_VITAL_NAMES as readonly string[]).includes(name);
}
