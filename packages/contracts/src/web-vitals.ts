import { z } from './zod';

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

/**
 * A page as its route pattern (`/users/register/step/1`, `/products/:serialNumber`), never
 * its URL: a deep link's serial number or an id is nobody's business in a metrics table.
 */
export const webVitalPageSchema = z
  .string()
  .max(120)
  .regex(/^\/[A-Za-z0-9/:*-]*$/, 'must be a route pattern such as /products/:serialNumber');

/** What one sampled page view reports when it is hidden: each metric at most once. */
export const webVitalsReportSchema = z.object({
  page: webVitalPageSchema,
  metrics: z
    .array(
      z.object({
        name: z.enum(WEB_VITAL_NAMES),
        // Ten minutes bounds any real LCP or INP; CLS is a small unitless sum.
        value: z.number().min(0).max(600_000),
      }),
    )
    .min(1)
    .max(WEB_VITAL_NAMES.length)
    .refine(
      (metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length,
      'each metric at most once',
    ),
});
export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>;
