import { stubFetch } from '../../../test/stub-fetch';

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

type Answer = (request: SentRequest) => Response | undefined;

/**
 * Stubs the API with `answer`, keeping every request the page sends but its reads (method,
 * URL, JSON body) to be checked; what `answer` does not know is a 404.
 */
export function stubConsoleRoutes(answer: Answer): SentRequest[] {
  const sent: SentRequest[] = [];
  stubFetch((url, init) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    if (request.method !== 'GET') sent.push(request);
    return (
      answer(request) ?? Response.json({ code: 'not_found', message: 'Not found' }, { status: 404 })
    );
  });
  return sent;
}
