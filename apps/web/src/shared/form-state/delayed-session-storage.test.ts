import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayedSessionStorage } from './delayed-session-storage';

describe('delayedSessionStorage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a burst of changes once it pauses', () => {
    const storage = delayedSessionStorage<{ n: number }>(250);
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    storage.setItem('form', { state: { n: 1 } });
    vi.advanceTimersByTime(200);
    storage.setItem('form', { state: { n: 2 } });
    vi.advanceTimersByTime(200);
    expect(storage.getItem('form')).toEqual({ state: { n: 2 } });
    expect(sessionStorage.getItem('form')).toBeNull();
    vi.advanceTimersByTime(50);
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(sessionStorage.getItem('form') ?? '')).toEqual({ state: { n: 2 } });
  });

  it('writes at least every max wait while changes go on', () => {
    const storage = delayedSessionStorage<{ n: number }>(250, 1000);
    for (let n = 0; n < 8; n += 1) {
      storage.setItem('form', { state: { n } });
      vi.advanceTimersByTime(150);
    }
    expect(JSON.parse(sessionStorage.getItem('form') ?? '')).toEqual({ state: { n: 6 } });
  });

  it('writes at once when the page is left or hidden', () => {
    const storage = delayedSessionStorage<{ n: number }>(250);
    storage.setItem('form', { state: { n: 3 } });
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem('form') ?? '')).toEqual({ state: { n: 3 } });
  });

  it('drops a waiting write when the form is cleared', () => {
    const storage = delayedSessionStorage<{ n: number }>(250);
    storage.setItem('form', { state: { n: 4 } });
    storage.removeItem('form');
    vi.advanceTimersByTime(250);
    expect(sessionStorage.getItem('form')).toBeNull();
    expect(storage.getItem('form')).toBeNull();
  });
});
