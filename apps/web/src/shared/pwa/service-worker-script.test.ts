import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// The worker as the build writes it (scripts/service-worker.js), run against fake caches.
// Vitest runs from the repository's root, or from this workspace's.
const scriptPath = ['apps/web/scripts/service-worker.js', 'scripts/service-worker.js']
  .map((file) => path.resolve(process.cwd(), file))
  .find((file) => existsSync(file));
if (scriptPath === undefined) throw new Error('scripts/service-worker.js is not found');
const source = readFileSync(scriptPath, 'utf8');
const ORIGIN = 'http://localhost';
const absolute = (input: string) => new URL(input, ORIGIN).href;

/** A Request that resolves paths against the worker's origin, as it does in a browser. */
class WorkerRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? absolute(input) : input, init);
  }
}

const keyOf = (request: RequestInfo | URL) =>
  absolute(
    typeof request === 'string' ? request : request instanceof URL ? request.href : request.url,
  );

function fakeCaches(fetchFile: (url: string) => Promise<Response>) {
  const stores = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: (request: RequestInfo) => Promise.resolve(store.get(keyOf(request))?.clone()),
      put: (request: RequestInfo, response: Response) => {
        store.set(keyOf(request), response);
        return Promise.resolve();
      },
      addAll: async (requests: string[]) => {
        for (const request of requests) store.set(keyOf(request), await fetchFile(keyOf(request)));
      },
      keys: () => Promise.resolve([...store.keys()].map((url) => new Request(url))),
      delete: (request: RequestInfo) => Promise.resolve(store.delete(keyOf(request))),
    };
  };
  return {
    open: (name: string) => Promise.resolve(open(name)),
    has: (name: string) => Promise.resolve(stores.has(name)),
    keys: () => Promise.resolve([...stores.keys()]),
  };
}

/** Starts the worker; `keep` asks it, as an installer page does, to keep that page's files. */
function startWorker() {
  const fetched: string[] = [];
  const fetchFile = vi.fn((input: RequestInfo | URL) => {
    const url = keyOf(input);
    fetched.push(new URL(url).pathname);
    return Promise.resolve(
      new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } }),
    );
  });
  const listeners = new Map<string, (event: unknown) => void>();
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
  };
  const build = {
    version: 'v1',
    assets: ['/assets/app.js', '/assets/installer.js', '/assets/fr.js'],
    installerAssets: ['/assets/app.js', '/assets/installer.js'],
    catalogs: { fr: ['/assets/fr.js'] },
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the worker is plain JavaScript run in its own globals
  const runWorker = new Function(
    'self',
    'caches',
    'fetch',
    'SW_BUILD',
    'Request',
    'Response',
    source,
  ) as (...globals: unknown[]) => void;
  runWorker(self, fakeCaches(fetchFile), fetchFile, build, WorkerRequest, Response);
  const keep = async (page: string) => {
    const pending: Promise<unknown>[] = [];
    listeners.get('message')?.({
      data: { type: 'cache-installer-pages', page, language: 'fr' },
      waitUntil: (promise: Promise<unknown>) => pending.push(promise),
    });
    await Promise.all(pending);
    return fetched.splice(0);
  };
  return { keep };
}

describe('the service worker script', () => {
  it('keeps the installer files once, and fetches only pages it does not keep yet', async () => {
    const worker = startWorker();
    expect(await worker.keep('/fr-FR/installers/lp')).toEqual([
      '/assets/app.js',
      '/assets/installer.js',
      '/assets/fr.js',
      '/favicon.svg',
      '/manifest.webmanifest',
      '/icon-192.png',
      '/fr-FR/installers/lp',
    ]);
    // Every later installer page: nothing checked or fetched again but a page not kept yet.
    expect(await worker.keep('/fr-FR/installers/register/step/1')).toEqual([
      '/fr-FR/installers/register/step/1',
    ]);
    expect(await worker.keep('/fr-FR/installers/lp')).toEqual([]);
    expect(await worker.keep('/fr-FR/installers/register/step/1')).toEqual([]);
  });
});
