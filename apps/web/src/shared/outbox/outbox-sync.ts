import { useAuthStore } from '../auth/auth-store';
import { followOtherTabs, reloadOutbox } from './outbox-store';
import { sendOutbox } from './send-outbox';

/** The tag under which a kept registration asks the browser to wake the app with a signal. */
export const OUTBOX_SYNC_TAG = 'pr-outbox';

let started = false;

/**
 * Sends the outbox whenever a send may now succeed: at start (the next visit), when the
 * browser gets its connection back, when the service worker relays a Background Sync, and
 * when an installer signs in. Started at start-up only when the outbox holds something.
 */
export function startOutboxSync(): void {
  if (started) return;
  started = true;
  followOtherTabs();
  window.addEventListener('online', () => void sendOutbox());
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === 'outbox-send') void sendOutbox();
  });
  useAuthStore.subscribe((state, previous) => {
    if (state.user !== previous.user && state.user.isAuthenticated) void sendOutbox();
  });
  void reloadOutbox().then(() => (navigator.onLine ? sendOutbox() : undefined));
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the service worker once it has a signal (Background Sync, where
 * the browser has it); the worker asks an open page to send, as only a page holds the
 * installer's session. Elsewhere the next visit, the `online` event or "send now" does.
 */
export async function requestBackgroundSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller === null) return;
  try {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration &
      SyncRegistration;
    await registration.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Refused (permission, private mode): the other triggers still send.
  }
}
