import { WEB_VITAL_NAMES } from './web-vital-names';
import { z } from './zod';

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
