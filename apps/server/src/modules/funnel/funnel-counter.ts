import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { addFunnelCounts, type FunnelCount } from './funnel-counts';

/** How long counts wait in memory before one statement writes them. */
export const FUNNEL_FLUSH_MS = 5_000;
/** Distinct keys that make a flush happen at once (a burst of scans). */
const FLUSH_AT_KEYS = 1_000;

const keyOf = (count: FunnelCount, day: string) =>
  JSON.stringify([
    day,
    count.stage,
    count.channel,
    count.locale,
    count.step ?? 0,
    count.productModel ?? null,
    count.serialNumber ?? null,
  ]);

/**
 * The counts of paths without a transaction of their own (a QR scan, a look-up, a step's
 * beacon): kept in memory, summed per key, and written every few seconds in one statement,
 * off the request. A crash loses at most those seconds' counts; a failed write is logged
 * and dropped, never retried into a request.
 */
export class FunnelCounter {
  private pending = new Map<string, FunnelCount>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Pick<Database, 'execute'>,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  add(count: FunnelCount): void {
    const day = count.day ?? this.clock().toISOString().slice(0, 10);
    const key = keyOf(count, day);
    const kept = this.pending.get(key);
    if (kept) kept.count = (kept.count ?? 1) + (count.count ?? 1);
    else this.pending.set(key, { ...count, day, count: count.count ?? 1 });
    if (this.pending.size >= FLUSH_AT_KEYS) void this.flush();
    else if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), FUNNEL_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is waiting; resolves when it (and any write before it) is done. */
  flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const counts = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(async () => {
      if (counts.length === 0) return;
      try {
        await addFunnelCounts(this.db, counts);
      } catch (error) {
        this.log.warn({ err: error, dropped: counts.length }, 'funnel counts not written');
      }
    });
    return this.writing;
  }
}
