import { z } from './zod';

/** The largest report the server takes: enough for a stack trace, too small to flood the logs. */
export const TELEMETRY_BODY_MAX_BYTES = 16 * 1024;

/** A client-side failure the browser reports (docs/spec.md §8: "all failures are logged to telemetry"). */
export const telemetryReportSchema = z.object({
  kind: z.enum(['error', 'missing_translation', 'request_failed']),
  message: z.string().min(1).max(2000),
  url: z.string().max(2000).optional(),
  trackingId: z.string().max(100).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type TelemetryReport = z.infer<typeof telemetryReportSchema>;
