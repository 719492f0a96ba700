type Send = (url: string, init: RequestInit) => Promise<Response>;

/**
 * An XMLHttpRequest that sends through the test's stubbed `fetch`, so uploads that report
 * their progress reach the same stub server: the whole body is reported sent at once, and
 * the answer comes when the stub gives it.
 */
export function fakeXmlHttpRequest(send: Send) {
  return class FakeXmlHttpRequest {
    status = 0;
    responseText = '';
    readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    abort() {
      this.onabort?.();
    }

    send(body: string | null) {
      const size = body?.length ?? 0;
      const answer = send(this.url, { method: this.method, headers: this.headers, body });
      this.upload.onprogress?.(
        new ProgressEvent('progress', { lengthComputable: true, loaded: size, total: size }),
      );
      answer.then(
        async (response) => {
          this.status = response.status;
          this.responseText = await response.text();
          this.onload?.();
        },
        () => this.onerror?.(),
      );
    }
  };
}
