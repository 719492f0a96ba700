import { CSRF_HEADER } from '@pr/contracts';
import { readCsrfToken } from '../api/csrf-token';

/**
 * Posts a report to the telemetry API, best effort. Not through apiRequest: a failed report
 * must not be reported again (no loop).
 */
export async function postTelemetry(path: string, report: unknown): Promise<void> {
  const headers = new Headers({ 'Content-Type': 'application/json' });
  const csrfToken = readCsrfToken();
  if (csrfToken !== undefined) headers.set(CSRF_HEADER, csrfToken);
  try {
    await fetch(path, {
      method: 'POST',
      headers,
      body: JSON.stringify(report),
      credentials: 'same-origin',
      // The report may be sent just before the page leaves (for the identity provider, or
      // closed): keepalive lets it outlive the page.
      keepalive: true,
    });
  } catch {
    // Telemetry is best effort: what it reports is already known to the page.
  }
}
