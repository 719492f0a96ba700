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
  const document = {
    visibilityState,
    currentScript: {
      dataset: { entry: '/assets/index-A.js', preload: '/assets/react-B.js /assets/page-C.js' },
    },
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
  return { added, frames, tasks, insertions: () => insertions };
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

  it('is the same script on every page, allowed by its hash', () => {
    const tag = appLoaderTag('/assets/index-"A.js', ['/assets/b.js']);
    expect(tag).toContain('data-entry="/assets/index-&#34;A.js"');
    const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(tag)?.[1] ?? '';
    const hash = createHash('sha256').update(text).digest('base64');
    expect(APP_LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
