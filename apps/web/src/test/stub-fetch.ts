import { vi } from 'vitest';
import { testRadiator } from './test-product';

/** Answers one request of the SPA, as the server would. */
export type FetchHandler = (
  url: string,
  init: RequestInit | undefined,
) => Response | Promise<Response>;

/** Replaces `fetch` for the test; the returned mock records every request. */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The device look-up knows only the demo radiator 908765401. */
export const lookUpRadiator: FetchHandler = (url) =>
  url.startsWith('/api/devices/908765401/')
    ? Response.json(testRadiator())
    : Response.json({ code: 'unknown_serial_number', message: 'Unknown' }, { status: 404 });
