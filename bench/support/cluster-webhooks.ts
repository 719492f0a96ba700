// bench/cluster.ts's webhook figure: a receiver on this machine subscribed, through the
// console API, to the events the cluster's traffic makes; for each event, the time from its
// writing (the body's `timestamp`, PostgreSQL's clock on this same machine) to its first
// delivery attempt reaching the receiver.
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { median } from './server';

/** What the receiver's thread answers (webhook-probe-receiver.mjs). */
type ProbeRequest = 'count' | 'collect' | 'close';

/** Each event's first arrival: when it happened (ms since the epoch) and how late it came. */
export interface Arrival {
  occurredAt: number;
  latencyMs: number;
}

export interface WebhookProbe {
  url: string;
  /** How many events arrived so far. */
  count(): Promise<number>;
  /** Each event's first arrival (a retried or resent event counts once). */
  collect(): Promise<Arrival[]>;
  close(): Promise<void>;
}

/** A receiver answering 204 at once, on a thread of its own. */
export async function startWebhookProbe(): Promise<WebhookProbe> {
  const worker = new Worker(new URL('./webhook-probe-receiver.mjs', import.meta.url));
  const ask = <T>(
    request: ProbeRequest,
    pick: (message: Record<string, unknown>) => T | undefined,
  ) =>
    new Promise<T>((resolve) => {
      const listen = (message: Record<string, unknown>) => {
        const answer = pick(message);
        if (answer === undefined) return;
        worker.off('message', listen);
        resolve(answer);
      };
      worker.on('message', listen);
      worker.postMessage(request);
    });
  const port = await new Promise<number>((resolve) =>
    worker.once('message', (message: { port: number }) => resolve(message.port)),
  );
  return {
    url: `http://127.0.0.1:${port}/hook`,
    count: () => ask('count', (message) => message.count as number | undefined),
    collect: () => ask('collect', (message) => message.arrivals as Arrival[] | undefined),
    close: async () => {
      await ask('close', (message) => (message.closed === true ? true : undefined));
      await worker.terminate();
    },
  };
}

/** Adds the probe as an endpoint, as staff do in the console. */
export async function subscribe(
  base: string,
  staffToken: string,
  url: string,
  eventTypes: string[],
): Promise<void> {
  const response = await fetch(`${base}/api/console/webhooks/endpoints`, {
    method: 'POST',
    headers: {
      cookie: 'XSRF-TOKEN=bench',
      'x-xsrf-token': 'bench',
      authorization: `Bearer ${staffToken}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ url, eventTypes, description: 'bench/cluster.ts' }),
  });
  if (response.status !== 201) {
    throw new Error(`webhook endpoint refused: ${response.status} ${await response.text()}`);
  }
}

/** Waits until the receiver has `expected` events, or `timeoutMs` passed. */
export async function awaitArrivals(
  probe: WebhookProbe,
  expected: number,
  timeoutMs: number,
): Promise<void> {
  const until = performance.now() + timeoutMs;
  while ((await probe.count()) < expected && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** Median, 95th percentile and maximum of the arrivals' latencies. */
export function latencyFigures(arrivals: readonly Arrival[]) {
  const latencies = arrivals.map((arrival) => arrival.latencyMs);
  return {
    count: latencies.length,
    median: median(latencies),
    p95: percentile(latencies, 95),
    max: latencies.length === 0 ? Number.NaN : Math.max(...latencies),
  };
}

/** Deliveries queued for the probe: one per event of its types since it subscribed. */
export async function queuedDeliveries(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const result = await db.query<{ count: string }>('select count(*) from webhook_deliveries');
    return Number(result.rows[0]?.count ?? 0);
  } finally {
    await db.end();
  }
}

/**
 * Prints the figures, overall and for events outside the fault windows (`quiet` tells, from
 * an event's time in ms since the traffic began); answers whether the target was met there.
 */
export function reportWebhooks(
  arrivals: readonly Arrival[],
  expected: number,
  startedAtEpoch: number,
  quiet: (at: number) => boolean,
): boolean {
  const line = (label: string, list: readonly Arrival[]) => {
    const f = latencyFigures(list);
    console.log(
      `  ${label}: ${f.count} events, median ${Math.round(f.median)} ms, p95 ${Math.round(f.p95)} ms, max ${Math.round(f.max)} ms`,
    );
    return f;
  };
  console.log(
    `webhooks: ${arrivals.length} of ${expected} events reached the receiver (event written → first attempt, target p95 < 2 s)`,
  );
  line('all', arrivals);
  const calm = line(
    'outside the fault windows',
    arrivals.filter((arrival) => quiet(arrival.occurredAt - startedAtEpoch)),
  );
  return arrivals.length === expected && calm.p95 < 2000;
}
