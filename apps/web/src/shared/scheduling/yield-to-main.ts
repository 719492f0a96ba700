interface Scheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle input
 * in between: start-up work split this way is several short tasks instead of one long one
 * that blocks a phone's main thread. `scheduler.yield()` resumes ahead of other queued
 * tasks where the browser has it (Chromium); a message to ourselves, which no timer clamp
 * delays, elsewhere.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
