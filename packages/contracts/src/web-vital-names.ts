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

/**
 * The largest value a real visit reports: beyond, a report is forged or broken and would
 * skew a p75 drawn from a few dozen views. An LCP past 60 s means a visitor who waited a
 * minute for the page's main content (web.dev calls 4 s poor); an INP past 30 s is a page
 * frozen longer than browsers let a script run before offering to stop it; CLS sums layout
 * shifts of at most 1 each within one 5-second window of the page's life, and 10 already
 * means the whole page jumped ten times over (0.25 is poor).
 */
export const WEB_VITAL_MAX: Record<WebVitalName, number> = {
  LCP: 60_000,
  INP: 30_000,
  CLS: 10,
};

/** Days of samples the console's p75 covers (as the Chrome UX Report does); older ones go. */
export const WEB_VITALS_DAYS = 28;

/** Whether a metric of the `web-vitals` library is one we keep. */
export function isWebVitalName(name: string): name is WebVitalName {
  return (WEB_VITAL_NAMES as readonly string[]).includes(name);
}
