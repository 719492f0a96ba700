import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { loadOrCreateSecret } from '../../db/secrets';
import type { WeightedCounter } from '../../infrastructure/weighted-counter';
import { newKey } from '../console/page-cursors';
import type { FunnelCounter } from './funnel-counter';
import type { FunnelCount } from './funnel-counts';

/** A client's opens of one serial within this window are one open: a reload is no new scan. */
export const QR_OPEN_WINDOW_MS = 30 * 60_000;
/** More distinct serials a minute than a person scans are not counted (a script's). */
export const QR_OPENS_PER_CLIENT_PER_MINUTE = 10;

/**
 * Counts "QR code opened" once per client, serial and window, and at most a few a minute per
 * client, through the counter store every replica shares (Redis, or this process alone).
 * The store's keys are keyed hashes: neither the client's address nor the serial is kept,
 * and the keys go with their window. While the store is unreachable nothing is counted.
 */
export class QrOpens {
  constructor(
    private readonly counter: WeightedCounter,
    private readonly funnel: Pick<FunnelCounter, 'add'>,
    private readonly key: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  /**
   * Counts `count` (a `qr_opened` with its serial) for the client at `address`, if due. A GS1
   * scan counts in the total of QR codes opened (`deep_link`) and in its GS1 part at once,
   * on one admission: the page its redirect opens is then the same open and not counted
   * again. Counted apart (issue 48), the part could exceed its total: a GS1 link without a
   * serial opens a page that is no deep link, a redirect nobody follows (or a page a service
   * worker serves) reaches no page, and the client's limit could admit one and not the other.
   */
  count(count: FunnelCount, address: string): void {
    this.admits(address, count.serialNumber ?? '').then(
      (admitted) => {
        if (!admitted) return;
        if (count.channel === 'gs1') this.funnel.add({ ...count, channel: 'deep_link' });
        this.funnel.add(count);
      },
      (error: unknown) => this.log.warn({ err: error }, 'QR code open not counted'),
    );
  }

  private hash(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url').slice(0, 32);
  }

  private async admits(address: string, opened: string): Promise<boolean> {
    const once = await this.counter.add(
      `qr-open:${this.hash(`${address}\n${opened}`)}`,
      1,
      QR_OPEN_WINDOW_MS,
    );
    if (once === null || once.count > 1) return false;
    const client = await this.counter.add(`qr-opens:${this.hash(address)}`, 1, 60_000);
    return client !== null && client.count <= QR_OPENS_PER_CLIENT_PER_MINUTE;
  }
}

/** The counter with a key every replica shares (created on first use). */
export async function loadQrOpens(
  db: Database,
  counter: WeightedCounter,
  funnel: Pick<FunnelCounter, 'add'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<QrOpens> {
  return new QrOpens(counter, funnel, await loadOrCreateSecret(db, 'qr-open-key', newKey), log);
}
