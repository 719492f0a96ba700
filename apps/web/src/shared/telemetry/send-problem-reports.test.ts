import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportProblem } from './report-problem';
import { sendProblemReports } from './send-problem-reports';
import { stubFetch } from '../../test/stub-fetch';

let stop: () => void = () => undefined;

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  document.cookie = 'XSRF-TOKEN=csrf-value';
  stop = sendProblemReports();
});

afterEach(() => stop());

function sentBodies(fetchMock: ReturnType<typeof stubFetch>): unknown[] {
  return fetchMock.mock.calls.map((call) => {
    const init = call[1] as RequestInit;
    return JSON.parse(init.body as string) as unknown;
  });
}

describe('sendProblemReports', () => {
  it('posts each reported problem to the telemetry endpoint with the CSRF header', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    reportProblem({ kind: 'missing-translation', detail: 'fr: header.nope' });
    reportProblem({ kind: 'auth-failed', detail: 'sign-in callback: refused' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/telemetry');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('csrf-value');
    expect(sentBodies(fetchMock)).toEqual([
      {
        kind: 'missing_translation',
        message: 'fr: header.nope',
        url: 'http://localhost:3000/',
        details: { problem: 'missing-translation' },
      },
      expect.objectContaining({ kind: 'error', details: { problem: 'auth-failed' } }),
    ]);
  });

  it('reports a repeated problem once', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    reportProblem({ kind: 'route-error', detail: 'chunk missing' });
    reportProblem({ kind: 'route-error', detail: 'chunk missing' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('drops a report that cannot be sent, without reporting that again', async () => {
    const fetchMock = stubFetch(() => Promise.reject(new TypeError('offline')));
    reportProblem({ kind: 'request-failed', detail: 'GET /health could not be sent' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it('does not loop when the telemetry endpoint answers with an error', async () => {
    const fetchMock = stubFetch(() => new Response('{}', { status: 429 }));
    reportProblem({ kind: 'request-failed', detail: 'PUT /x → 500 boom' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledTimes(1);
  });
});
