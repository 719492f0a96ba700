import { create } from 'zustand';
import { writeOutboxSummary } from './outbox-summary';
import { readItems, type OutboxItem } from './outbox-db';

interface OutboxState {
  items: readonly OutboxItem[];
  loaded: boolean;
  /** The item on its way now. */
  sending: string | null;
  /** Items wait for their installer to sign in (signed out, expired, or another account). */
  needsSignIn: boolean;
}

/** The outbox as the list page shows it: a copy of the IndexedDB items, reloaded on change. */
export const useOutboxStore = create<OutboxState>(() => ({
  items: [],
  loaded: false,
  sending: null,
  needsSignIn: false,
}));

export const isWaiting = (item: OutboxItem) => item.outcome === null;

/** The other tabs of this browser hear of every change, so their lists and headers follow. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('pr-outbox');

/** Reads the items again, and the header's summary with them. */
export async function reloadOutbox(): Promise<void> {
  const items = await readItems();
  useOutboxStore.setState({ items, loaded: true });
  writeOutboxSummary({ waiting: items.filter(isWaiting).length, total: items.length });
}

/** After a write: this tab and the others read the items again. */
export async function outboxChanged(): Promise<void> {
  await reloadOutbox();
  channel?.postMessage('changed');
}

/** This tab follows the writes of the others. */
export function followOtherTabs(): void {
  if (channel !== null) channel.onmessage = () => void reloadOutbox();
}
