import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_LOADER_CSP_SOURCE, APP_LOADER_SCRIPT, appLoaderTag } from './app-loader';

type Element = { tag: string } & Record<string, string>;

interface Added {
  tag: string;
  props: Record<string, string>;
}

/** Runs the loader against a page stub; returns what it added and the browser's queues. */
function runLoader(visibilityState: 'visible' | 'hidden') {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  let insertions = 0;
  const listeners = new Map<string, (event: { type: string; target: unknown }) => void>();
  const currentScript: { dataset: Record<string, string>; takeEarlyEvents?: () => unknown[] } = {
    dataset: { entry: '/assets/index-A.js', preload: '/assets/react-B.js /assets/page-C.js' },
  };
  const document = {
    visibilityState,
    currentScript,
    addEventListener: (
      type: string,
      listener: (event: { type: string; target: unknown }) => void,
    ) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    createElement: (tag: string) => ({ tag }),
    createDocumentFragment: () => {
      const children: Element[] = [];
      return { children, appendChild: (element: Element) => children.push(element) };
    },
    head: {
      // One insertion of everything, so the page is restyled once.
      appendChild: (fragment: { children: Element[] }) => {
        insertions += 1;
        for (const { tag, ...props } of fragment.children) added.push({ tag, props });
      },
    },
  };
  runInNewContext(APP_LOADER_SCRIPT, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  const dispatch = (type: string, target: unknown) => listeners.get(type)?.({ type, target });
  return { added, frames, tasks, insertions: () => insertions, currentScript, dispatch, listeners };
}

/** An element stub answering `closest` and `matches` as the browser would for `tag`. */
function element(tag: 'button' | 'input' | 'div', type = '') {
  const self: Record<string, unknown> = { tag, type };
  self.closest = (selector: string) => (selector === 'button' && tag === 'button' ? self : null);
  self.matches = (selector: string) => selector.includes(tag);
  return self;
}

describe('the app loader of prerendered pages', () => {
  it('asks for no module before the first frame is painted, then for all of them', () => {
    const { added, frames, tasks, insertions } = runLoader('visible');
    expect(added).toEqual([]);
    frames.shift()?.();
    // The frame's callback runs before its paint: still nothing.
    expect(added).toEqual([]);
    tasks.shift()?.();
    expect(added).toEqual([
      { tag: 'link', props: { rel: 'modulepreload', crossOrigin: '', href: '/assets/react-B.js' } },
      { tag: 'link', props: { rel: 'modulepreload', crossOrigin: '', href: '/assets/page-C.js' } },
      { tag: 'script', props: { type: 'module', crossOrigin: '', src: '/assets/index-A.js' } },
    ]);
    expect(insertions()).toBe(1);
  });

  it('starts at once in a tab opened in the background, where no frame comes', () => {
    const { added, frames } = runLoader('hidden');
    expect(frames).toEqual([]);
    expect(added.at(-1)).toEqual({
      tag: 'script',
      props: { type: 'module', crossOrigin: '', src: '/assets/index-A.js' },
    });
  });

  it('records the taps on buttons and the fields typed in and left until the app takes them', () => {
    const { currentScript, dispatch, listeners } = runLoader('visible');
    const menu = element('button', 'button');
    const submit = element('button', 'submit');
    const serial = element('input', 'text');
    dispatch('click', menu);
    // A submit button submits the form without JavaScript: nothing to replay.
    dispatch('click', submit);
    dispatch('click', element('div'));
    dispatch('input', serial);
    dispatch('focusout', serial);
    dispatch('focusout', element('div'));
    expect(currentScript.takeEarlyEvents?.()).toEqual([
      { type: 'click', target: menu },
      { type: 'input', target: serial },
      { type: 'focusout', target: serial },
    ]);
    // From then on React listens: the loader stops recording.
    expect(listeners.size).toBe(0);
  });

  it('is the same script on every page, allowed by its hash', () => {
    const tag = appLoaderTag('/assets/index-"A.js', ['/assets/b.js']);
    expect(tag).toContain('data-entry="/assets/index-&#34;A.js"');
    const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(tag)?.[1] ?? '';
    const hash = createHash('sha256').update(text).digest('base64');
    expect(APP_LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
