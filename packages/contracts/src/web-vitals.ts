import { isWebVitalPage } from './route-patterns';
import { WEB_VITAL_MAX, WEB_VITAL_NAMES } from './web-vital-names';
import { z } from './zod';

/**
 * A page as one of the web app's route patterns (`/users/register/step/1`,
 * `/products/:serialNumber`), never its URL: a deep link's serial number or an id is nobody's
 * business in a metrics table, and a made-up page would take a row of the overview.
 */
export const webVitalPageSchema = z
  .string()
  .max(120)
  .refine(
    isWebVitalPage,
    "must be one of the web app's route patterns, such as /products/:serialNumber",
  );

/** What one sampled page view reports when it is hidden: each metric at most once. */
export const webVitalsReportSchema = z.object({
  page: webVitalPageSchema,
  metrics: z
    .array(
      z
        .object({ name: z.enum(WEB_VITAL_NAMES), value: z.number().min(0) })
        .superRefine(({ name, value }, context) => {
          if (value > WEB_VITAL_MAX[name])
            context.addIssue({
              code: 'custom',
              path: ['value'],
              message: `${name} must be at most ${WEB_VITAL_MAX[name]}${name === 'CLS' ? '' : ' ms'}: no real visit reports more`,
            });
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
