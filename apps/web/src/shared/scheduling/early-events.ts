/**
 * What a visitor did on a server-rendered page before the app took it over: the page's loader
 * script (apps/server/src/infrastructure/app-loader.ts) records it from the first parse and holds a
 * form sent meanwhile; the app replays it once every part of the page is hydrated, so no tap,
 * no keystroke and no submission made while the code was on its way is lost or handled twice
 * (docs/decisions/009-how-pages-wake-up.md).
 */
export interface EarlyEvent {
  type: 'click' | 'input' | 'change' | 'focusout';
  target: Element;
  /** The field's value when the event happened: a render may have reset it since. */
  value?: string;
}

/** A form sent before the app took the page over, which the loader held. */
export interface HeldSubmission {
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/** What the loader hands over: everything recorded, in order, and the form it held. */
export interface EarlyActivity {
  events: readonly EarlyEvent[];
  submit: HeldSubmission | null;
}

/** The loader's script element, which keeps the record until the app takes it. */
export interface EarlyEventRecorder {
  /** Stops recording and holding (React listens from now on) and hands over the record. */
  takeEarlyEvents?: () => EarlyActivity;
  /** Stops, and sends a held form the plain way: the app could not start. */
  release?: () => void;
}

const NOTHING: EarlyActivity = { events: [], submit: null };

/** Takes what the loader recorded; nothing on a page without the loader. */
export function takeEarlyEvents(loader: (Element & EarlyEventRecorder) | null): EarlyActivity {
  return loader?.takeEarlyEvents?.() ?? NOTHING;
}

/** Lets the plain page handle a held form: the app will not take it over. */
export function releaseEarlyEvents(loader: (Element & EarlyEventRecorder) | null): void {
  loader?.release?.();
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isTextControl = (element: Element): element is TextControl =>
  (element instanceof HTMLInputElement &&
    element.type !== 'checkbox' &&
    element.type !== 'radio' &&
    element.type !== 'hidden') ||
  element instanceof HTMLTextAreaElement;

/**
 * The element of the page now that stands for `recorded`: itself when React hydrated it, or
 * the element with its id when the app rendered the page afresh (a signed-in visitor).
 */
function current<T extends Element>(recorded: T): T | null {
  if (recorded.isConnected) return recorded;
  if (recorded.id === '') return null;
  const found = document.getElementById(recorded.id);
  return found !== null && found.tagName === recorded.tagName ? (found as Element as T) : null;
}

/** The form now that stands for a held one: found by one of its identified controls. */
function currentForm(held: HTMLFormElement): HTMLFormElement | null {
  if (held.isConnected) return held;
  for (const control of Array.from(held.elements)) {
    const now = control.id === '' ? null : document.getElementById(control.id);
    if (now !== null && 'form' in now && now.form instanceof HTMLFormElement) return now.form;
  }
  return null;
}

/**
 * Hands a value typed before hydration to React as an input event. React takes a field's
 * value as it finds it, so it would see no change: the field's own setter (which React
 * watches) is told another value, then the browser's setter puts the typed value in.
 */
function adoptTypedValue(control: TextControl, typed: string): void {
  const prototype = Object.getPrototypeOf(control) as object;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.bind(control);
  if (setNative === undefined) return;
  control.value = typed === '' ? ' ' : '';
  setNative(typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replays what was recorded on the page the app has taken over: the last value typed in each
 * field, then the fields left (their errors show, as after a blur), then the held form, sent
 * as the app's own (its button in the state the app gives it), or else the last tap (a
 * visitor taps a dead button again and again; the last tap is the intent, and a toggle must
 * not flip back).
 */
export function replayEarlyEvents({ events, submit }: EarlyActivity): void {
  const typed = new Map<TextControl, string>();
  const changed = new Set<Element>();
  const left = new Set<Element>();
  let lastClick: Element | null = null;
  for (const event of events) {
    const target = current(event.target);
    if (target === null) continue;
    if (event.type === 'click') lastClick = target;
    else if (event.type === 'focusout') left.add(target);
    else if (isTextControl(target) && event.value !== undefined) typed.set(target, event.value);
    else changed.add(target);
  }
  for (const [control, value] of typed) {
    if (control.value !== value || control.defaultValue !== value) adoptTypedValue(control, value);
  }
  for (const control of changed) control.dispatchEvent(new Event('change', { bubbles: true }));
  for (const field of left) {
    if (field !== document.activeElement) {
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
  }
  const form = submit === null ? null : currentForm(submit.form);
  if (form !== null) {
    const submitter = submit?.submitter ? current(submit.submitter) : null;
    form.requestSubmit(submitter !== null && submitter.closest('form') === form ? submitter : null);
  } else if (lastClick instanceof HTMLElement) {
    lastClick.click();
  }
}
