import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../test/stub-fetch';
import { reportWebVitals, routePattern, type WebVitalsLibrary } from './report-web-vitals';

type Report = (metric: { name: string; value: number }) => void;

/** A stand-in for the `web-vitals` library whose metrics the test settles. */
function fakeLibrary() {
  const listeners: Record<string, Report> = {};
  const library: WebVitalsLibrary = {
    onLCP: (report) => void (listeners.LCP = report),
    onINP: (report) => void (listeners.INP = report),
    onCLS: (report) => void (listeners.CLS = report),
  };
  const settle = (name: string, value: number) => listeners[name]?.({ name, value });
  return { library, settle, load: vi.fn(() => Promise.resolve(library)) };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('reportWebVitals', () => {
  it('sends the settled metrics of a sampled page view once, when the page is hidden', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    document.cookie = 'XSRF-TOKEN=csrf-value';
    const { settle, load } = fakeLibrary();
    reportWebVitals({ sampleRate: 0.1, page: '/users/register/step/1', random: () => 0.05, load });
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await Promise.resolve();
    settle('LCP', 1800);
    settle('CLS', 0.01);
    settle('INP', 96);
    settle('INP', 120);
    setVisibility('hidden');
    setVisibility('visible');
    setVisibility('hidden');

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/telemetry/web-vitals');
    expect(new Headers(init.headers).get('X-XSRF-TOKEN')).toBe('csrf-value');
    expect(init.keepalive).toBe(true);
    expect(JSON.parse(init.body as string)).toEqual({
      page: '/users/register/step/1',
      metrics: [
        { name: 'LCP', value: 1800 },
        { name: 'CLS', value: 0.01 },
        { name: 'INP', value: 120 },
      ],
    });
  });

  it('neither loads the library nor sends anything for a page view outside the sample', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const { load } = fakeLibrary();
    reportWebVitals({ sampleRate: 0.1, page: '/', random: () => 0.1, load });
    reportWebVitals({ sampleRate: 0, page: '/', random: () => 0, load });
    setVisibility('hidden');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('leaves out a value no real visit reports, and reports no page outside the route table', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const { settle, load } = fakeLibrary();
    reportWebVitals({ sampleRate: 1, page: '/*', load });
    reportWebVitals({ sampleRate: 1, page: '/imprint', load });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    // The server refuses a report with an LCP past 60 s whole; the CLS is still worth sending.
    settle('LCP', 600_000);
    settle('CLS', 0.02);
    setVisibility('hidden');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      page: '/imprint',
      metrics: [{ name: 'CLS', value: 0.02 }],
    });
  });

  it('sends nothing when the page is hidden before any metric settled', async () => {
    const fetchMock = stubFetch(() => new Response(null, { status: 204 }));
    const { load } = fakeLibrary();
    reportWebVitals({ sampleRate: 1, page: '/', load });
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await Promise.resolve();
    setVisibility('hidden');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('routePattern', () => {
  it('names a page by its route, never by its URL', () => {
    expect(routePattern([{ route: { path: '/:locale' } }, { route: {} }])).toBe('/');
    expect(
      routePattern([
        { route: { path: '/:locale' } },
        { route: { path: 'products/:serialNumber' } },
      ]),
    ).toBe('/products/:serialNumber');
    expect(routePattern([])).toBe('/');
  });
});
