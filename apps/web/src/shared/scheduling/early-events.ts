/**
 * What a visitor did on a server-rendered page before the app took it over: the page's loader
 * script (apps/server/src/plugins/app-loader.ts) records it from the first parse, and the app
 * replays it once hydrated, so no tap and no keystroke made while the code was on its way is
 * lost (a tap on the menu of a slow phone, a serial typed and left).
 */
export interface EarlyEvent {
  type: 'click' | 'input' | 'change' | 'focusout';
  target: Element;
}

/** The loader's script element, which keeps the record until the app takes it. */
export interface EarlyEventRecorder {
  /** Stops recording and hands over what was recorded, in order. */
  takeEarlyEvents?: () => EarlyEvent[];
}

/** What the page had recorded when the app took over, with the fields' values at that time. */
export interface EarlyActivity {
  events: readonly EarlyEvent[];
  /** What was typed: a render after hydration sets a field back to the app's value. */
  typed: ReadonlyMap<Element, string>;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

const isTextControl = (element: Element): element is TextControl =>
  (element instanceof HTMLInputElement &&
    element.type !== 'checkbox' &&
    element.type !== 'radio') ||
  element instanceof HTMLTextAreaElement;

/** Stops the loader's recording (React listens from now on) and takes what it recorded. */
export function takeEarlyEvents(loader: (Element & EarlyEventRecorder) | null): EarlyActivity {
  const events = loader?.takeEarlyEvents?.() ?? [];
  const typed = new Map<Element, string>();
  for (const { type, target } of events) {
    if ((type === 'input' || type === 'change') && isTextControl(target)) {
      typed.set(target, target.value);
    }
  }
  return { events, typed };
}

/**
 * Hands a value typed before hydration to React as an input event. React takes a field's
 * value as it finds it, so it would see no change: the field's own setter (which React
 * watches) is told the server's value, then the browser's setter puts the typed value back.
 */
function adoptTypedValue(control: TextControl, typed: string): void {
  if (typed === control.defaultValue) return;
  const prototype = Object.getPrototypeOf(control) as object;
  const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.bind(control);
  if (setNative === undefined) return;
  control.value = control.defaultValue;
  setNative(typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Replays what was recorded on the hydrated page: the values typed first, then the fields
 * left (their errors show, as after a blur), then the last tap (a visitor taps a dead button
 * again and again; the last tap is the intent, and a toggle must not flip back).
 */
export function replayEarlyEvents({ events, typed }: EarlyActivity): void {
  const present = events.filter((event) => event.target.isConnected);
  const unique = (types: EarlyEvent['type'][]) => [
    ...new Set(present.filter((event) => types.includes(event.type)).map((event) => event.target)),
  ];
  for (const control of unique(['input', 'change'])) {
    const value = typed.get(control);
    if (value !== undefined && isTextControl(control)) adoptTypedValue(control, value);
    else control.dispatchEvent(new Event('change', { bubbles: true }));
  }
  for (const field of unique(['focusout'])) {
    if (field !== document.activeElement) {
      field.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    }
  }
  const lastClick = present.filter((event) => event.type === 'click').at(-1)?.target;
  if (lastClick instanceof HTMLElement) lastClick.click();
}
