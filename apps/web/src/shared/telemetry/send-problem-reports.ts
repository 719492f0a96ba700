import type { TelemetryReport } from '@pr/contracts';
import { postTelemetry } from './post-telemetry';
import { onProblem, type Problem } from './report-problem';

const TELEMETRY_URL = '/api/telemetry';

/** A page in trouble would repeat itself; a handful of distinct reports says enough. */
const MAX_REPORTS_PER_PAGE = 25;

const KINDS: Record<Problem['kind'], TelemetryReport['kind']> = {
  'missing-translation': 'missing_translation',
  'request-failed': 'request_failed',
  'article-unavailable': 'error',
  'route-error': 'error',
  'auth-failed': 'error',
};

function toTelemetryReport(problem: Problem): TelemetryReport {
  return {
    kind: KINDS[problem.kind],
    message: (problem.detail === '' ? problem.kind : problem.detail).slice(0, 2000),
    // Without the query: on `/redirect` it holds the authorization code.
    url: `${window.location.origin}${window.location.pathname}`.slice(0, 2000),
    details: { problem: problem.kind },
  };
}

/**
 * Sends every reported problem to `POST /api/telemetry` (docs/spec.md §8: all failures are
 * logged), fire and forget, each distinct problem once. Returns the unsubscribe function.
 */
export function sendProblemReports(): () => void {
  const sent = new Set<string>();
  return onProblem((problem) => {
    const key = `${problem.kind}:${problem.detail}`;
    if (sent.has(key) || sent.size >= MAX_REPORTS_PER_PAGE) return;
    sent.add(key);
    void postTelemetry(TELEMETRY_URL, toTelemetryReport(problem));
  });
}
