import { useSyncExternalStore } from 'react';

/**
 * How many installer registrations the outbox holds, mirrored in localStorage: the header of
 * every page reads it without opening IndexedDB or loading the outbox's code, so an owner's
 * page pays nothing for it.
 */
export interface OutboxSummary {
  /** Kept until a signal (and a signed-in installer) lets them go. */
  waiting: number;
  /** Every kept item, sent or not, until the installer removes it from the list. */
  total: number;
}

const KEY = 'pr.outbox';
const CHANGED = 'pr-outbox-summary';
const EMPTY: OutboxSummary = { waiting: 0, total: 0 };

let last: { text: string | null; summary: OutboxSummary } = { text: null, summary: EMPTY };

function readText(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;

/** The outbox as last written; the same object while it does not change (a store snapshot). */
export function readOutboxSummary(): OutboxSummary {
  const text = readText();
  if (text === last.text) return last.summary;
  let summary: OutboxSummary;
  try {
    const parsed = JSON.parse(text ?? 'null') as Partial<OutboxSummary> | null;
    summary = { waiting: count(parsed?.waiting), total: count(parsed?.total) };
  } catch {
    summary = EMPTY;
  }
  last = { text, summary };
  return summary;
}

export function writeOutboxSummary(summary: OutboxSummary): void {
  try {
    if (summary.total > 0) window.localStorage.setItem(KEY, JSON.stringify(summary));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): the header shows nothing; the outbox page still does.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The outbox's summary, kept current across this tab and the others. */
export function useOutboxSummary(): OutboxSummary {
  return useSyncExternalStore(subscribe, readOutboxSummary, () => EMPTY);
}
