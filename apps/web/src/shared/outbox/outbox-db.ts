import type { BulkRowError, InstallerCommand } from '@pr/contracts';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { InstallerData } from '../form-state/installer-store';
import type { BulkRegistrationCommand } from '../api/put-device-batch';
import type { BulkData } from '../form-state/bulk-store';

/**
 * The `toFix` code of bulk rows kept by the browser's own check, not refused by the server:
 * step 3 checks them again when they are opened.
 */
export const ROWS_TO_FIX = 'rows_to_fix';

/** How a kept registration ended; none while it waits to be sent. */
export type OutboxOutcome =
  | { kind: 'registered'; registered: number; alreadyRegistered: number }
  /** The company had registered it before: nothing new was stored. */
  | { kind: 'alreadyYours' }
  /** The server refused it for good (another registrant holds the serial, say). */
  | { kind: 'refused'; code: string }
  /** Something typed must change first (an unknown serial, a refused row). */
  | { kind: 'toFix'; code: string; rowErrors: BulkRowError[] };

interface KeptItem {
  /** The Idempotency-Key of a batch; the key of a single registration in this list. */
  id: string;
  /** The installer account that sent it: only that account sends it. */
  accountSubject: string;
  locale: string;
  /** ISO time it was kept. */
  keptAt: string;
  /** How often a send was tried; a batch tried before asks the server before sending again. */
  attempts: number;
  outcome: OutboxOutcome | null;
}

export interface KeptRegistration extends KeptItem {
  kind: 'registration';
  productName: string | null;
  command: InstallerCommand;
  /** The form as it was, so a registration to fix goes back to its steps; dropped once stored. */
  draft: InstallerData | null;
}

export interface KeptBatch extends KeptItem {
  kind: 'batch';
  command: BulkRegistrationCommand;
  /** The bulk rows as they were, so refused rows go back to step 3; dropped once stored. */
  draft: BulkData | null;
}

export type OutboxItem = KeptRegistration | KeptBatch;

interface OutboxSchema extends DBSchema {
  items: { key: string; value: OutboxItem };
}

const DATABASE = 'pr-outbox';
let database: Promise<IDBPDatabase<OutboxSchema>> | null = null;

function open(): Promise<IDBPDatabase<OutboxSchema>> {
  database ??= openDB<OutboxSchema>(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'id' });
    },
  });
  return database;
}

/** Every kept item, oldest first. */
export async function readItems(): Promise<OutboxItem[]> {
  const items = await (await open()).getAll('items');
  return items.sort((a, b) => a.keptAt.localeCompare(b.keptAt));
}

export async function readItem(id: string): Promise<OutboxItem | undefined> {
  return (await open()).get('items', id);
}

export async function writeItem(item: OutboxItem): Promise<void> {
  await (await open()).put('items', item);
}

export async function deleteItem(id: string): Promise<void> {
  await (await open()).delete('items', id);
}

/** Closes the connection (tests delete the database between cases). */
export async function closeOutboxDatabase(): Promise<void> {
  const open = database;
  database = null;
  (await open)?.close();
}
