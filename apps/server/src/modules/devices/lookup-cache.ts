import { createHash } from 'node:crypto';
import type { ProductInformation } from '@pr/contracts';

/** The NOTIFY channel a catalog import announces itself on, to every replica. */
export const CATALOG_CHANGED_CHANNEL = 'catalog_changed';

/** A look-up answer as it is sent: the body, serialised once, and its entity tag. */
export interface CachedLookup {
  information: ProductInformation;
  json: string;
  etag: string;
}

/** A weak entity tag of an answer: the same answer always has the same tag, on every replica. */
export function lookupEtag(json: string): string {
  return `W/"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
}

/**
 * The look-up answers of the most recently scanned serials, per country and language, kept
 * in this process (least recently used ones go first). Answers depend on the catalog only,
 * so the whole cache is dropped when a catalog import commits anywhere. A query that
 * started before a drop does not store its (possibly older) answer after it.
 */
export class LookupCache {
  private readonly entries = new Map<string, CachedLookup>();
  private generation = 0;

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The kept answer for `key`, or the result of `load` (kept when known). */
  async get(
    key: string,
    load: () => Promise<ProductInformation | undefined>,
  ): Promise<CachedLookup | undefined> {
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      // Map order is insertion order: re-inserting marks it most recently used.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept;
    }
    const generation = this.generation;
    const information = await load();
    // Unknown serials are not kept: typos and guesses would push real devices out.
    if (information === undefined) return undefined;
    const json = JSON.stringify(information);
    const entry = { information, json, etag: lookupEtag(json) };
    if (generation === this.generation && this.capacity > 0) {
      this.entries.set(key, entry);
      if (this.entries.size > this.capacity) {
        const oldest = this.entries.keys().next();
        if (oldest.done !== true) this.entries.delete(oldest.value);
      }
    }
    return entry;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
