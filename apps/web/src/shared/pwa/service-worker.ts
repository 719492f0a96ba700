import { showFlash } from '../flash/flash-store';

/** The installer flows' pages, whose files the service worker keeps for visits without signal. */
const INSTALLER_PAGE = /^\/([a-z]{2}-[A-Z]{2}\/)?(installers|partners)(\/|$)/;

/** Tells the user a new version waits, and swaps to it when they say so (never under them). */
function announceUpdate(waiting: ServiceWorker): void {
  showFlash({
    type: 'info',
    messageKey: 'pwa.updateReady',
    action: {
      labelKey: 'pwa.reload',
      run: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), {
          once: true,
        });
        waiting.postMessage({ type: 'skip-waiting' });
      },
    },
  });
}

/** Announces a version installed while an older one controls the page. */
function watchForUpdates(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) {
    announceUpdate(registration.waiting);
  }
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) {
        announceUpdate(installing);
      }
    });
  });
}

/**
 * On an installer page, asks the service worker to keep the installer flows' files, the
 * texts of `language` and the page itself.
 */
export function keepForOffline(pathname: string, search: string, language: string): void {
  if (!('serviceWorker' in navigator) || !INSTALLER_PAGE.test(pathname)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({
      type: 'cache-installer-pages',
      page: `${pathname}${search}`,
      language,
    }),
  );
}

/**
 * Registers `/sw.js` (the production build's service worker) once the page is the app's: it
 * makes the app installable and lets installer pages open without signal after one visit.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    watchForUpdates(await navigator.serviceWorker.register('/sw.js'));
  } catch {
    // A browser that refuses service workers (private mode) has the app without them.
  }
}
