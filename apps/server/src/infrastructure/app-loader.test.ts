import { createHash } from 'node:crypto';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { APP_LOADER_CSP_SOURCE, APP_LOADER_SCRIPT, appLoaderTag } from './app-loader';

type Element = { tag: string } & Record<string, string>;

interface Added {
  tag: string;
  props: Record<string, string>;
}

/** An event as the loader's listeners see it, noting what they did with it. */
interface StubEvent {
  type: string;
  target: unknown;
  submitter?: unknown;
  prevented: boolean;
  stopped: boolean;
  preventDefault: () => void;
  stopPropagation: () => void;
}

/** Runs the loader against a page stub; returns what it added and the browser's queues. */
function runLoader(visibilityState: 'visible' | 'hidden') {
  const added: Added[] = [];
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const sent: unknown[] = [];
  let insertions = 0;
  const listeners = new Map<string, (event: StubEvent) => void>();
  const currentScript: {
    dataset: Record<string, string>;
    takeEarlyEvents?: () => { events: unknown[]; submit: unknown };
    release?: () => void;
  } = {
    dataset: { entry: '/assets/index-A.js', preload: '/assets/react-B.js /assets/page-C.js' },
  };
  const rootAttributes = new Set<string>();
  const document = {
    visibilityState,
    currentScript,
    documentElement: {
      setAttribute: (name: string) => rootAttributes.add(name),
      removeAttribute: (name: string) => rootAttributes.delete(name),
    },
    addEventListener: (type: string, listener: (event: StubEvent) => void) =>
      listeners.set(type, listener),
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
  // The browser's own submission, which the loader uses only when it lets a form go.
  const HTMLFormElement = {
    prototype: {
      submit(this: unknown) {
        sent.push(this);
      },
    },
  };
  runInNewContext(APP_LOADER_SCRIPT, {
    document,
    HTMLFormElement,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
  });
  const dispatch = (type: string, target: unknown, submitter?: unknown): StubEvent => {
    const event: StubEvent = {
      type,
      target,
      submitter,
      prevented: false,
      stopped: false,
      preventDefault: () => (event.prevented = true),
      stopPropagation: () => (event.stopped = true),
    };
    listeners.get(type)?.(event);
    return event;
  };
  return {
    added,
    frames,
    tasks,
    insertions: () => insertions,
    currentScript,
    dispatch,
    listeners,
    rootAttributes,
    sent,
  };
}

/** An element stub answering `closest` and `matches` as the browser would for `tag`. */
function element(tag: 'button' | 'input' | 'div' | 'form', type = '', value = '') {
  const self: Record<string, unknown> = { tag, type, value, isConnected: true };
  self.closest = (selector: string) => (selector === 'button' && tag === 'button' ? self : null);
  self.matches = (selector: string) => selector.includes(tag);
  return self;
}

describe('the app loader of prerendered pages', () => {
  it('asks for no module before the first frame is painted, then for all of them', () => {
    const { added, frames, tasks, insertions, currentScript } = runLoader('visible');
    expect(added).toEqual([]);
    frames.shift()?.();
    // The frame's callback runs before its paint: still nothing.
    expect(added).toEqual([]);
    tasks.shift()?.();
    expect(added).toEqual([
      { tag: 'link', props: { rel: 'modulepreload', crossOrigin: '', href: '/assets/react-B.js' } },
      { tag: 'link', props: { rel: 'modulepreload', crossOrigin: '', href: '/assets/page-C.js' } },
      {
        tag: 'script',
        props: {
          type: 'module',
          crossOrigin: '',
          src: '/assets/index-A.js',
          onerror: currentScript.release,
        },
      },
    ]);
    expect(insertions()).toBe(1);
  });

  it('starts at once in a tab opened in the background, where no frame comes', () => {
    const { added, frames } = runLoader('hidden');
    expect(frames).toEqual([]);
    expect(added.at(-1)).toMatchObject({
      tag: 'script',
      props: { type: 'module', crossOrigin: '', src: '/assets/index-A.js' },
    });
  });

  it('records the taps on buttons and the fields typed in and left until the app takes them', () => {
    const { currentScript, dispatch, listeners } = runLoader('visible');
    const menu = element('button', 'button');
    const submit = element('button', 'submit');
    const serial = element('input', 'text', '90876');
    const menuTap = dispatch('click', menu);
    // A submit button's tap sends its form, which the loader holds (below).
    dispatch('click', submit);
    dispatch('click', element('div'));
    dispatch('input', serial);
    serial.value = '908765401';
    dispatch('input', serial);
    const left = dispatch('focusout', serial);
    dispatch('focusout', element('div'));
    // Neither the tap nor the field left reaches React while it hydrates.
    expect(menuTap.stopped).toBe(true);
    expect(left.stopped).toBe(true);
    expect(currentScript.takeEarlyEvents?.()).toEqual({
      events: [
        { type: 'click', target: menu, value: '' },
        { type: 'input', target: serial, value: '90876' },
        { type: 'input', target: serial, value: '908765401' },
        { type: 'focusout', target: serial, value: '908765401' },
      ],
      submit: null,
    });
    // From then on React listens: the loader stops recording.
    expect(listeners.size).toBe(0);
  });

  it('holds a form sent before the app takes over, shows it busy and hands it over', () => {
    const { currentScript, dispatch, rootAttributes, sent } = runLoader('visible');
    const form = element('form');
    const button = element('button', 'submit');
    const submission = dispatch('submit', form, button);
    // Not sent the plain way, and not seen by React while it hydrates.
    expect(submission.prevented).toBe(true);
    expect(submission.stopped).toBe(true);
    expect(rootAttributes.has('data-early-submit')).toBe(true);
    expect(currentScript.takeEarlyEvents?.()).toEqual({
      events: [],
      submit: { form, submitter: button },
    });
    expect(rootAttributes.has('data-early-submit')).toBe(false);
    expect(sent).toEqual([]);
  });

  it('sends a held form the plain way when the app cannot start', () => {
    const { currentScript, dispatch, listeners, sent, tasks, frames, added } = runLoader('visible');
    const form = element('form');
    dispatch('submit', form, null);
    frames.shift()?.();
    tasks.shift()?.();
    // The app's module failed to load: the loader lets go of the page.
    const entry = added.at(-1)?.props as unknown as { onerror: () => void };
    entry.onerror();
    expect(sent).toEqual([form]);
    expect(listeners.size).toBe(0);
    // Once let go, nothing is held any more: the form goes the browser's way.
    expect(dispatch('submit', form, null).prevented).toBe(false);
    expect(currentScript.release).toBe(entry.onerror);
  });

  it('is the same script on every page, allowed by its hash', () => {
    const tag = appLoaderTag('/assets/index-"A.js', ['/assets/b.js']);
    expect(tag).toContain('data-entry="/assets/index-&#34;A.js"');
    const text = /<script[^>]*>([\s\S]*)<\/script>/.exec(tag)?.[1] ?? '';
    const hash = createHash('sha256').update(text).digest('base64');
    expect(APP_LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`);
  });
});
