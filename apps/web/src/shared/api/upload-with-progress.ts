/**
 * A transport for `apiRequest` that reports how much of the request body is sent, which
 * `fetch` cannot: an XMLHttpRequest, answered as a `Response` so the client reads it as any.
 */
export function uploadWithProgress(onProgress: (sent: number, total: number) => void) {
  return (url: string, init: RequestInit): Promise<Response> =>
    new Promise((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'GET', url);
      new Headers(init.headers).forEach((value, name) => request.setRequestHeader(name, value));
      request.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      };
      request.onload = () => {
        const empty = request.status === 204 || request.status === 304;
        resolve(new Response(empty ? null : request.responseText, { status: request.status }));
      };
      request.onerror = () => reject(new TypeError(`${init.method ?? 'GET'} ${url} failed`));
      request.onabort = request.onerror;
      init.signal?.addEventListener('abort', () => request.abort());
      request.send(typeof init.body === 'string' ? init.body : null);
    });
}
