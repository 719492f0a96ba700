/* The service worker (`/sw.js`), written out by service-worker-plugin.ts with this build's
 * `SW_BUILD`: its version and the files installers need offline. Plain JavaScript, served as
 * it is: no module, no import. */

const ASSETS = 'assets';
const PAGES = `pages-${SW_BUILD.version}`;
/** Pages kept for offline visits; the oldest go first. */
const MAX_PAGES = 40;
/** Files beside the pages, named without a hash: kept with them, fetched first when online. */
const PAGE_FILES = ['/favicon.svg', '/manifest.webmanifest', '/icon-192.png'];

self.addEventListener('install', () => {
  // Nothing is fetched here: a phone pays for the installer files only when an installer
  // page asks for them (message `cache-installer-pages`). No skipWaiting: a new version waits
  // until the page accepts it (message `skip-waiting`), so nothing changes under the user.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // Pages of an older version would load assets this one no longer has.
      for (const name of await caches.keys()) {
        if (name.startsWith('pages-') && name !== PAGES) await caches.delete(name);
      }
      const assets = await caches.open(ASSETS);
      const current = new Set(SW_BUILD.assets);
      for (const request of await assets.keys()) {
        if (!current.has(new URL(request.url).pathname)) await assets.delete(request);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  const message = event.data ?? {};
  if (message.type === 'skip-waiting') void self.skipWaiting();
  if (message.type === 'cache-installer-pages' && typeof message.page === 'string') {
    event.waitUntil(cacheInstallerPages(message.page, String(message.language)));
  }
});

/** Kept in the pages' cache once a language's installer files are: their check is done. */
const KEPT_MARKER = '/__installer-files-kept/';

/** The kept pages, without the files beside them and the markers. */
const isPage = (request) => {
  const path = new URL(request.url).pathname;
  return !PAGE_FILES.includes(path) && !path.startsWith(KEPT_MARKER);
};

/**
 * The installer flows' files, the catalogs of the page's language and the page the installer
 * is on, for visits without signal. Asked on every installer page: the files are checked once
 * per version and language (a marker says they are kept), and a page kept already is not
 * fetched again (the navigations that load it refresh it).
 */
async function cacheInstallerPages(page, language) {
  const pages = await caches.open(PAGES);
  const marker = `${KEPT_MARKER}${encodeURIComponent(language)}`;
  if (!(await pages.match(marker))) {
    const assets = await caches.open(ASSETS);
    const missing = [];
    for (const file of [...SW_BUILD.installerAssets, ...(SW_BUILD.catalogs[language] ?? [])]) {
      if (!(await assets.match(file))) missing.push(file);
    }
    await assets.addAll(missing);
    await pages.addAll(PAGE_FILES);
    await pages.put(marker, new Response(''));
  }
  if (await pages.match(page)) return;
  await rememberPage(new Request(page), await fetch(page, { credentials: 'same-origin' }));
}

async function rememberPage(request, response) {
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('text/html')) return;
  const pages = await caches.open(PAGES);
  await pages.put(request, response);
  const kept = (await pages.keys()).filter(isPage);
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_PAGES))) await pages.delete(old);
}

/** A page without a network: its own copy, else any page of its language, else any page. */
async function offlinePage(request) {
  const pages = await caches.open(PAGES);
  const own = await pages.match(request, { ignoreSearch: true });
  if (own) return own;
  const locale = new URL(request.url).pathname.split('/')[1] ?? '';
  const kept = (await pages.keys()).filter(isPage);
  // Any copy boots the app, which renders the asked page itself (the URL differs from the
  // one its markup was rendered for, so it does not hydrate that markup).
  const sameLanguage = kept.find((key) => new URL(key.url).pathname.startsWith(`/${locale}/`));
  const fallback = sameLanguage ?? kept[0];
  return fallback ? pages.match(fallback) : Response.error();
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/idp')) return;
  if (url.pathname.startsWith('/assets/') && SW_BUILD.assets.includes(url.pathname)) {
    // Named after their content: a kept copy is the file.
    event.respondWith(
      (async () => {
        const assets = await caches.open(ASSETS);
        const kept = await assets.match(request);
        if (kept) return kept;
        const response = await fetch(request);
        if (response.ok) await assets.put(request, response.clone());
        return response;
      })(),
    );
    return;
  }
  if (PAGE_FILES.includes(url.pathname)) {
    event.respondWith(
      fetch(request).catch(async () => (await caches.match(request)) ?? Response.error()),
    );
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          // Pages a visitor opened are kept only once an installer page asked for the
          // installer files: an owner's phone keeps nothing it will not use.
          if (await caches.has(PAGES)) await rememberPage(request, response.clone());
          return response;
        } catch {
          return offlinePage(request);
        }
      })(),
    );
  }
});

// Background Sync (issue 38): the browser wakes the worker once it has a signal. Only a page
// holds the installer's session, so the worker asks the open pages to send their outbox;
// with none open the sync fails, and the browser tries again later (or the next visit sends).
self.addEventListener('sync', (event) => {
  if (event.tag !== 'pr-outbox') return;
  event.waitUntil(
    (async () => {
      const pages = await self.clients.matchAll({ type: 'window' });
      if (pages.length === 0) throw new Error('no open page to send the outbox from');
      for (const page of pages) page.postMessage({ type: 'outbox-send' });
    })(),
  );
});
