import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

describe('yieldToMain', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('uses the browser’s scheduler.yield where there is one', async () => {
    const yieldTask = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldTask });
    await yieldToMain();
    expect(yieldTask).toHaveBeenCalledOnce();
  });

  it('otherwise resumes after the current task, not within it', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const resumed = yieldToMain().then(() => order.push('resumed'));
    await Promise.resolve();
    order.push('same task');
    await resumed;
    expect(order).toEqual(['same task', 'resumed']);
  });
});
