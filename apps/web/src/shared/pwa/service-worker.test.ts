import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFlashStore } from '../flash/flash-store';
import { registerServiceWorker } from './service-worker';

/** A browser whose service worker container answers `register` with `registration`. */
function stubServiceWorkers(registration: Partial<ServiceWorkerRegistration>) {
  const container = new EventTarget();
  Object.assign(container, {
    controller: {},
    register: vi.fn(() => Promise.resolve(registration)),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

describe('the service worker', () => {
  beforeEach(() => {
    vi.stubEnv('PROD', true);
    useFlashStore.setState({ messages: [] });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('announces a waiting version and swaps to it only when the user asks', async () => {
    const waiting = { postMessage: vi.fn() };
    const container = stubServiceWorkers({
      waiting: waiting as unknown as ServiceWorker,
      addEventListener: vi.fn(),
    });
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });

    await registerServiceWorker();
    const [message] = useFlashStore.getState().messages;
    expect(message).toMatchObject({ type: 'info', messageKey: 'pwa.updateReady' });
    expect(waiting.postMessage).not.toHaveBeenCalled();

    message?.action?.run();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'skip-waiting' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says nothing on the first visit, when no older version controls the page', async () => {
    const container = stubServiceWorkers({ waiting: null, addEventListener: vi.fn() });
    Object.assign(container, { controller: null });
    await registerServiceWorker();
    expect(useFlashStore.getState().messages).toEqual([]);
  });
});
