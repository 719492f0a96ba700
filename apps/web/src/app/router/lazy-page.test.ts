import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

function Page() {
  return null;
}

describe('lazyPage', () => {
  it('starts downloading the next page once this one has loaded', async () => {
    const order: string[] = [];
    const load = vi.fn(() => {
      order.push('page');
      return Promise.resolve({ Page });
    });
    const next = vi.fn(() => {
      order.push('next');
      return Promise.resolve({});
    });
    const route = await lazyPage(load, (m) => m.Page, next)();
    expect(route.Component).toBe(Page);
    expect(order).toEqual(['page', 'next']);
  });

  it('shows the page even when the prefetch fails', async () => {
    const next = () => Promise.reject(new Error('offline'));
    const route = await lazyPage(
      () => Promise.resolve({ Page }),
      (m) => m.Page,
      next,
    )();
    expect(route.Component).toBe(Page);
  });
});
